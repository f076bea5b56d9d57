import type { PaymentStatus } from './methods';

/**
 * Pure money rules of payments, in integer cents (client-safe).
 *
 * The order total is what lib/tax's `orderTotals` computed when the quote was stored: the
 * price less any promotion plus tax. Every amount to charge, refund or show derives from it.
 */
export function orderTotalCents(quote: { totalCents: number }): number {
  return quote.totalCents;
}

/** What the shop's records say about one quote's money. */
export type Ledger = {
  /** Payments that succeeded. */
  paidCents: number;
  /** Refunds that succeeded or are under way (they already count against what may be refunded). */
  refundedCents: number;
  /** Whether a card payment has started but Stripe has not confirmed it yet. */
  processing: boolean;
};

/**
 * What is still to pay: the total less what was paid. A refund does not reopen a balance:
 * money goes back by the shop's decision (a cancelled order, a goodwill gesture), and the
 * order does not become payable again because of it.
 */
export function dueCents(totalCents: number, ledger: Ledger): number {
  return Math.max(0, totalCents - ledger.paidCents);
}

/**
 * An order sold on terms (`terms`: its due date and the shop's day today) owes its balance by
 * the due date, and is overdue the day after.
 */
export function paymentStatusOf(
  totalCents: number,
  ledger: Ledger,
  terms?: { dueOn: string; today: string },
): PaymentStatus {
  if (ledger.refundedCents > 0)
    return ledger.refundedCents >= ledger.paidCents ? 'refunded' : 'partly_refunded';
  if (ledger.paidCents > 0 && ledger.paidCents >= totalCents) return 'paid';
  if (ledger.processing) return 'processing';
  if (terms) return terms.today > terms.dueOn ? 'overdue' : 'on_terms';
  return 'unpaid';
}

/** The most one amount typed into the console may be: $10,000,000.00. */
const MAX_TYPED_CENTS = 1_000_000_000;

/**
 * Dollars as staff type them ("120", "120.5", "$1,234.56") in whole cents, or undefined when
 * it is not such an amount (no fractions of a cent, no negatives, no exponents).
 */
export function parseDollars(text: string): number | undefined {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const cents = Number(match[1]!.replaceAll(',', '')) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents > 0 && cents <= MAX_TYPED_CENTS ? cents : undefined;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as the customer and staff read them: "$1,234.56". */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}
