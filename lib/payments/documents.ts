import 'server-only';
import type { tables, Transaction } from '@/lib/db/server';
import type { ComposeEmail } from '@/lib/email-texts/server';
import { documentHref, issueDocument, issueInvoiceOnce, type InvoiceContent } from '@/lib/documents/server';
import { quotePageLinkFor } from '@/lib/quotes/server';
import { toSummary } from '@/lib/quotes';
import { orderTotalCents } from './amounts';
import { ledgerOf } from './ledger';
import { invoiceMessage } from './messages';
import { paymentMethodLabels, type PaymentMethod } from './methods';
import type { OutgoingMessage } from '@/lib/messaging/server';
import { shopDay } from '@/lib/shop-time';

type QuoteRow = typeof tables.quotes.$inferSelect;

/**
 * What every document of the order prints, from the quote as stored: its one line, the
 * promotion and the tax exactly as lib/tax's totals computed them when the quote was stored.
 */
async function orderFigures(tx: Transaction, quote: QuoteRow) {
  const summary = toSummary(quote);
  const paidCents = (await ledgerOf(tx, quote.id)).paidCents;
  const totalCents = orderTotalCents(quote);
  return {
    customer: {
      name: quote.contactName,
      email: quote.contactEmail,
      phone: quote.contactPhone,
      ...(quote.companyName ? { company: quote.companyName } : {}),
      ...(quote.poNumber ? { purchaseOrder: quote.poNumber } : {}),
    },
    lines: [
      {
        description: `${summary.product} - ${summary.option}, ${summary.size}`,
        quantity: quote.quantity,
        unitPriceCents: Math.round(quote.priceCents / quote.quantity),
        amountCents: quote.priceCents,
      },
    ],
    ...(quote.promotionCode && quote.discountCents > 0
      ? {
          promotion: {
            description: `Promotion ${quote.promotionCode} (${quote.promotionPercent}% off)`,
            amountCents: quote.discountCents,
          },
        }
      : {}),
    subtotalCents: quote.priceCents,
    tax: quote.taxExemptReason
      ? { exemptReason: quote.taxExemptReason }
      : { ratePpm: quote.taxRatePpm, amountCents: quote.taxCents },
    totalCents,
    amountPaidCents: Math.min(paidCents, totalCents),
    balanceDueCents: Math.max(0, totalCents - paidCents),
  } satisfies Omit<InvoiceContent, 'dueDate'>;
}

/**
 * The customer's links to a document of theirs, for an e-mail: their quote page, and the PDF
 * opened by the same link token.
 */
async function customerLinks(tx: Transaction, quote: QuoteRow, kind: 'invoice' | 'receipt', number: number) {
  const pageLink = await quotePageLinkFor(tx, quote);
  const page = new URL(pageLink);
  const token = page.searchParams.get('access') ?? undefined;
  return {
    pageLink,
    documentLink: new URL(documentHref(quote.number, kind, number, token), page.origin).toString(),
  };
}

/**
 * The order's invoice, issued in the transaction that approves the proof: due on `dueOn`
 * (YYYY-MM-DD, the approval day unless the order is sold on terms, see ./terms). Answers the
 * customer's e-mail with it.
 */
export async function issueInvoiceFor(
  tx: Transaction,
  quote: QuoteRow,
  dueOn: string,
  compose: ComposeEmail,
): Promise<OutgoingMessage> {
  const invoice = await issueInvoiceOnce(tx, quote.id, {
    ...(await orderFigures(tx, quote)),
    dueDate: dueOn,
  });
  const links = await customerLinks(tx, quote, 'invoice', invoice.number);
  return invoiceMessage(
    compose,
    quote,
    orderTotalCents(quote),
    dueOn > shopDay(new Date()) ? dueOn : undefined,
    links,
  );
}

/**
 * A receipt for a payment just recorded in `tx` (its amount already counts as paid), and the
 * customer's links for the e-mail: their quote page, and the receipt's PDF.
 */
export async function issueReceiptFor(
  tx: Transaction,
  quote: QuoteRow,
  payment: { method: PaymentMethod; reference?: string | null },
): Promise<{ pageLink: string; documentLink: string }> {
  const receipt = await issueDocument(tx, 'receipt', quote.id, {
    ...(await orderFigures(tx, quote)),
    payment: {
      method: paymentMethodLabels[payment.method],
      ...(payment.reference ? { reference: payment.reference } : {}),
      paidOn: shopDay(new Date()),
    },
  });
  return customerLinks(tx, quote, 'receipt', receipt.number);
}
