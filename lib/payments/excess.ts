import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { getDatabase, tables, type Transaction } from '@/lib/db/server';
import type { ComposeEmail } from '@/lib/email-texts/server';
import type { OutgoingMessage } from '@/lib/messaging/server';
import { quotePageLinkFor } from '@/lib/quotes/server';
import { closeOpenCheckouts } from './checkout';
import { excessRefundMessage } from './messages';
import type { CardPayment, CardProvider } from './provider';

const payments = tables.payments;

/** The reason an excess refund carries, in the history and in Stripe's metadata. */
const EXCESS_REFUND_REASON = 'Paid more than was due: the excess is refunded automatically';

/** Who the history says recorded an excess refund: nobody on the staff. */
const EXCESS_REFUND_RECORDED_BY = 'Automatic';

/** A Stripe refund's status as a payments row keeps it. */
export const refundStatusOf = (status: string) =>
  status === 'succeeded' ? 'succeeded' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending';

type QuoteRow = typeof tables.quotes.$inferSelect;

/**
 * A card payment that arrived for more than was due (the customer paid a page still open after
 * the order was paid another way, a race Stripe allows): with the quote locked and the payment
 * recorded in full, the excess is written as a pending refund of it, flagged, and the customer
 * is told it goes back. Stripe is asked after the commit (`settleCardPayment`).
 */
export async function recordExcess(
  tx: Transaction,
  quote: QuoteRow,
  payment: { id: string; paymentIntentId: string; amountCents: number },
  dueCents: number,
  compose: ComposeEmail,
): Promise<OutgoingMessage> {
  const excessCents = payment.amountCents - dueCents;
  await tx.insert(payments).values({
    quoteId: quote.id,
    kind: 'refund',
    method: 'card',
    amountCents: excessCents,
    status: 'pending',
    refundOf: payment.id,
    stripePaymentIntentId: payment.paymentIntentId,
    reason: EXCESS_REFUND_REASON,
    excess: true,
    recordedBy: EXCESS_REFUND_RECORDED_BY,
  });
  const link = await quotePageLinkFor(tx, quote);
  return excessRefundMessage(compose, quote, { paidCents: payment.amountCents, dueCents, excessCents }, link);
}

/**
 * After a card payment's state was recorded: its excess, if any, is refunded through Stripe
 * under the key of its refund row (replays and parallel webhooks refund once), and a payment
 * closes every Checkout page of the order still open. Throws when Stripe could not be asked:
 * the webhook then answers an error and Stripe delivers the event again, which tries again.
 */
export async function settleCardPayment(provider: CardProvider, intent: CardPayment): Promise<void> {
  const { db } = await getDatabase();
  const pending = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.stripePaymentIntentId, intent.id),
        eq(payments.kind, 'refund'),
        eq(payments.excess, true),
        eq(payments.status, 'pending'),
        isNull(payments.stripeRefundId),
      ),
    );
  for (const row of pending) {
    const answer = await provider.refund({
      paymentIntentId: intent.id,
      amountCents: row.amountCents,
      refundId: row.id,
      reason: row.reason ?? EXCESS_REFUND_REASON,
    });
    // Unless charge.refunded has already matched it by our id (see applyRefunds).
    await db
      .update(payments)
      .set({ status: refundStatusOf(answer.status), stripeRefundId: answer.id, updatedAt: new Date() })
      .where(and(eq(payments.id, row.id), isNull(payments.stripeRefundId)));
  }
  const quoteId = z.uuid().safeParse(intent.quoteId);
  if (intent.status === 'succeeded' && quoteId.success) await closeOpenCheckouts(quoteId.data);
}
