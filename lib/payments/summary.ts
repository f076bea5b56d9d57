import 'server-only';
import { getDatabase } from '@/lib/db/server';
import { dueCents, orderTotalCents, paymentStatusOf } from './amounts';
import { mayPayInStage } from './checkout';
import { paymentProvider } from './current';
import { excessRefundOf, ledgerOf } from './ledger';
import type { ExcessRefundState, PaymentStatus } from './methods';
import { savedCardOf, type SavedCardView } from './saved-cards';
import { shopDay } from '@/lib/shop-time';

/** Where one order stands with its money, for the quote pages (customer's and console's). */
export type PaymentSummary = {
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  dueCents: number;
  status: PaymentStatus;
  /** Whether the customer may pay what is due now (the proof is approved, the order open). */
  payable: boolean;
  /** Whether the site takes cards (Stripe is configured). */
  takesCards: boolean;
  /** The card saved to be charged on approval, if any. */
  savedCard?: SavedCardView;
  /** Set when the order was sold on terms: the invoice's due date (YYYY-MM-DD) and net days. */
  terms?: { dueOn: string; netDays: number };
  /** Set when a card payment arrived for more than was due: the excess, refunded automatically. */
  excessRefund?: { cents: number; state: ExcessRefundState };
};

export async function paymentSummary(quote: {
  id: string;
  status: string;
  totalCents: number;
  termsDueOn: string | null;
  termsNetDays: number | null;
}): Promise<PaymentSummary> {
  const { db } = await getDatabase();
  const [ledger, savedCard, excessRefund] = await Promise.all([
    ledgerOf(db, quote.id),
    savedCardOf(quote.id),
    excessRefundOf(db, quote.id),
  ]);
  const total = orderTotalCents(quote);
  const due = dueCents(total, ledger);
  // A cancelled order owes nothing on terms (nor is it payable).
  const terms =
    quote.termsDueOn !== null && quote.status !== 'cancelled'
      ? { dueOn: quote.termsDueOn, netDays: quote.termsNetDays ?? 0 }
      : undefined;
  return {
    totalCents: total,
    paidCents: ledger.paidCents,
    refundedCents: ledger.refundedCents,
    dueCents: due,
    status: paymentStatusOf(total, ledger, terms && { dueOn: terms.dueOn, today: shopDay(new Date()) }),
    payable: due > 0 && mayPayInStage(quote.status, quote.termsDueOn),
    takesCards: paymentProvider().kind === 'stripe',
    ...(savedCard ? { savedCard } : {}),
    ...(terms ? { terms } : {}),
    ...(excessRefund ? { excessRefund } : {}),
  };
}
