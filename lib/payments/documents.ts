import 'server-only';
import { SHOP_TIME_ZONE } from '@/lib/constants';
import type { tables, Transaction } from '@/lib/db';
import { issueDocument, issueInvoiceOnce, type InvoiceContent } from '@/lib/documents';
import { toSummary } from '@/lib/quotes/summary';
import { orderTotalCents } from './amounts';
import { ledgerOf } from './ledger';
import { paymentMethodLabels, type PaymentMethod } from './methods';

type QuoteRow = typeof tables.quotes.$inferSelect;

/** The shop's calendar day of `at` (YYYY-MM-DD), as documents date things. */
const shopDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(at);

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

/** The order's invoice, issued in the transaction that approves the proof: due on approval. */
export async function issueInvoiceFor(tx: Transaction, quote: QuoteRow): Promise<void> {
  await issueInvoiceOnce(tx, quote.id, { ...(await orderFigures(tx, quote)), dueDate: shopDay(new Date()) });
}

/** A receipt for a payment just recorded in `tx` (its amount already counts as paid). */
export async function issueReceiptFor(
  tx: Transaction,
  quote: QuoteRow,
  payment: { method: PaymentMethod; reference?: string | null },
): Promise<void> {
  await issueDocument(tx, 'receipt', quote.id, {
    ...(await orderFigures(tx, quote)),
    payment: {
      method: paymentMethodLabels[payment.method],
      ...(payment.reference ? { reference: payment.reference } : {}),
      paidOn: shopDay(new Date()),
    },
  });
}
