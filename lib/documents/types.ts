import { z } from 'zod';

export type DocumentKind = 'invoice' | 'receipt';

const cents = z.number().int().nonnegative();
const text = z.string().trim().min(1).max(500);
const isoDate = z.iso.date();

const lineSchema = z.object({
  description: text,
  quantity: z.number().int().positive(),
  unitPriceCents: cents,
  amountCents: cents,
});

/**
 * What the caller says a document prints, every figure already computed by the order's money
 * (lib/tax's totals, lib/payments): documents print figures, they never compute them. Checked
 * for arithmetic on issue, so a wiring mistake fails loudly instead of printing wrong sums.
 */
const contentShape = {
  customer: z.object({
    name: text,
    email: text,
    phone: text,
    company: text.optional(),
    purchaseOrder: text.optional(),
  }),
  lines: z.array(lineSchema).min(1).max(200),
  /** A promotion's deduction, printed as a negative line below the subtotal. */
  promotion: z.object({ description: text, amountCents: cents }).optional(),
  subtotalCents: cents,
  /** Taxed at a rate in parts per million (7.75 % = 77500), or exempt with the reason printed. */
  tax: z.union([
    z.object({ ratePpm: z.number().int().min(0).max(1_000_000), amountCents: cents }),
    z.object({ exemptReason: text }),
  ]),
  totalCents: cents,
  amountPaidCents: cents,
  balanceDueCents: cents,
};

export const invoiceContentSchema = z.object({
  ...contentShape,
  /** The day the balance is due (YYYY-MM-DD): the approval day, or the term's end. */
  dueDate: isoDate,
});

export const receiptContentSchema = z.object({
  ...contentShape,
  payment: z.object({
    /** As the customer knows it, e.g. "Card (Visa •••• 4242)" or "Bank transfer". */
    method: text,
    /** Stripe's payment id or the reference staff recorded. */
    reference: text.optional(),
    paidOn: isoDate,
  }),
});

export type InvoiceContent = z.infer<typeof invoiceContentSchema>;
export type ReceiptContent = z.infer<typeof receiptContentSchema>;
export type DocumentContent<Kind extends DocumentKind = DocumentKind> = Kind extends 'invoice'
  ? InvoiceContent
  : ReceiptContent;

/** The shop as a document names it, copied in at issue so later changes leave it as it was. */
export type DocumentShop = { name: string; address: string; phone: string; email: string };

/** A document exactly as issued and stored: everything it prints, nothing looked up later. */
export type IssuedDocument =
  | ({ kind: 'invoice' } & DocumentHead & InvoiceContent)
  | ({ kind: 'receipt' } & DocumentHead & ReceiptContent);

type DocumentHead = {
  number: number;
  /** When it was issued (ISO 8601); printed as the shop's calendar day. */
  issuedAt: string;
  quoteNumber: string;
  shop: DocumentShop;
};

/** The sums a document prints must add up; the first that does not, in words, else undefined. */
export function arithmeticProblem(content: InvoiceContent | ReceiptContent): string | undefined {
  const linesCents = content.lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (linesCents !== content.subtotalCents) return 'The lines do not add up to the subtotal.';
  const promotionCents = content.promotion?.amountCents ?? 0;
  if (promotionCents > content.subtotalCents) return 'The promotion is larger than the subtotal.';
  const taxCents = 'amountCents' in content.tax ? content.tax.amountCents : 0;
  if (content.subtotalCents - promotionCents + taxCents !== content.totalCents)
    return 'The subtotal, promotion and tax do not add up to the total.';
  if (content.amountPaidCents > content.totalCents) return 'The amount paid is more than the total.';
  if (content.totalCents - content.amountPaidCents !== content.balanceDueCents)
    return 'The total less the amount paid is not the balance due.';
  return undefined;
}
