import 'server-only';
import { getDatabase } from '@/lib/db';
import { dueCents, orderTotalCents, paymentStatusOf } from './amounts';
import { mayPayInStage } from './checkout';
import { paymentProvider } from './current';
import { ledgerOf } from './ledger';
import type { PaymentStatus } from './methods';
import { savedCardOf, type SavedCardView } from './saved-cards';

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
};

export async function paymentSummary(quote: {
  id: string;
  status: string;
  totalCents: number;
}): Promise<PaymentSummary> {
  const { db } = await getDatabase();
  const [ledger, savedCard] = await Promise.all([ledgerOf(db, quote.id), savedCardOf(quote.id)]);
  const total = orderTotalCents(quote);
  const due = dueCents(total, ledger);
  return {
    totalCents: total,
    paidCents: ledger.paidCents,
    refundedCents: ledger.refundedCents,
    dueCents: due,
    status: paymentStatusOf(total, ledger),
    payable: due > 0 && mayPayInStage(quote.status),
    takesCards: paymentProvider().kind === 'stripe',
    ...(savedCard ? { savedCard } : {}),
  };
}
