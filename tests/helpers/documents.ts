import type { InvoiceContent, IssuedDocument, ReceiptContent } from '@/lib/documents/server';

type Line = InvoiceContent['lines'][number];

const shop = {
  name: 'Coastline Print Co.',
  address: 'P.O. Box 7412, Laguna Niguel, CA 92607',
  phone: '(949) 555-0142',
  email: 'support@coastlineprint.co',
};

/**
 * The figures of an order of `lines`, taxed at 7.75 % after a $10.00 promotion, half paid, as
 * the order's money would hand them to a document: they add up.
 */
function figures(lines: Line[]) {
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const promotionCents = 1000;
  const taxCents = Math.round(((subtotalCents - promotionCents) * 77500) / 1_000_000);
  const totalCents = subtotalCents - promotionCents + taxCents;
  return {
    customer: {
      name: 'Dana Rivera',
      email: 'dana@example.com',
      phone: '(949) 555-0100',
      company: 'Rivera Surf Supply',
      purchaseOrder: 'PO-7781',
    },
    lines,
    promotion: { description: 'Promotion SPRING10', amountCents: promotionCents },
    subtotalCents,
    tax: { ratePpm: 77500, amountCents: taxCents },
    totalCents,
    amountPaidCents: 0,
    balanceDueCents: totalCents,
  };
}

export const stickerLine: Line = {
  description: 'Die-cut stickers, 3 × 2 in, gloss',
  quantity: 250,
  unitPriceCents: 49,
  amountCents: 12345,
};

export function invoiceContent(lines: Line[] = [stickerLine], overrides: Partial<InvoiceContent> = {}) {
  return { ...figures(lines), dueDate: '2026-12-24', ...overrides } satisfies InvoiceContent;
}

export function receiptContent(lines: Line[] = [stickerLine], overrides: Partial<ReceiptContent> = {}) {
  const base = figures(lines);
  return {
    ...base,
    amountPaidCents: base.totalCents,
    balanceDueCents: 0,
    payment: { method: 'Card (Visa •••• 4242)', reference: 'pi_3Pq7TestPayment', paidOn: '2026-11-25' },
    ...overrides,
  } satisfies ReceiptContent;
}

/** A document as issued, for rendering without a database. */
export function issuedInvoice(content: InvoiceContent = invoiceContent(), number = 123): IssuedDocument {
  return {
    kind: 'invoice',
    number,
    issuedAt: '2026-11-24T18:30:00.000Z',
    quoteNumber: 'Q-TEST-1',
    shop,
    ...content,
  };
}

export function issuedReceipt(content: ReceiptContent = receiptContent(), number = 124): IssuedDocument {
  return {
    kind: 'receipt',
    number,
    issuedAt: '2026-11-25T18:30:00.000Z',
    quoteNumber: 'Q-TEST-1',
    shop,
    ...content,
  };
}
