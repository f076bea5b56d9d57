import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { tables, type Transaction } from '@/lib/db/server';
import type { ComposeEmail } from '@/lib/email-texts/server';
import type { OutgoingMessage } from '@/lib/messaging/server';
import { issueReceiptFor } from './documents';
import { recordExcess } from './excess';
import { amountDueCents, notePaidInFull } from './ledger';
import { paymentReceivedMessage, shopPaymentMessage } from './messages';
import type { CardPayment } from './provider';

const payments = tables.payments;

const paymentStatusOfIntent = (status: string) =>
  status === 'succeeded'
    ? 'succeeded'
    : status === 'processing'
      ? 'pending'
      : status === 'canceled' || status === 'requires_payment_method'
        ? 'failed'
        : undefined;

/** The quote a Stripe object names in its metadata, locked for the change it brings. */
export async function lockedQuote(tx: Transaction, quoteId: string | undefined) {
  if (!quoteId || !z.uuid().safeParse(quoteId).success) return undefined;
  const [quote] = await tx
    .select()
    .from(tables.quotes)
    .where(eq(tables.quotes.id, quoteId))
    .for('update')
    .limit(1);
  return quote;
}

/** What was due on the quote before a payment arrives: nothing once the order is cancelled. */
async function dueBeforePayment(tx: Transaction, quote: typeof tables.quotes.$inferSelect) {
  return quote.status === 'cancelled' ? 0 : amountDueCents(quote, tx);
}

/**
 * The PaymentIntent's current state on the quote it names: one payments row per intent,
 * created or moved on (never back from succeeded). The customer's receipt and the shop's
 * notice go once, when the row first becomes succeeded; so does the excess refund of a payment
 * for more than was due (./excess), which the caller settles with Stripe after the commit.
 */
export async function applyIntent(
  tx: Transaction,
  intent: CardPayment,
  checkoutSessionId: string | undefined,
  compose: ComposeEmail,
): Promise<OutgoingMessage[]> {
  const status = paymentStatusOfIntent(intent.status);
  const quote = await lockedQuote(tx, intent.quoteId);
  if (!status || !quote || intent.currency !== 'usd') return [];
  if (checkoutSessionId) {
    // Paid: nothing left to expire there.
    await tx
      .update(tables.checkoutSessions)
      .set({ closedAt: new Date() })
      .where(
        and(eq(tables.checkoutSessions.id, checkoutSessionId), isNull(tables.checkoutSessions.closedAt)),
      );
  }
  const amountCents = status === 'succeeded' ? intent.amountReceivedCents : 0;
  const [existing] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.stripePaymentIntentId, intent.id), eq(payments.kind, 'payment')))
    .limit(1);
  if (existing?.status === 'succeeded' || existing?.status === status) return [];
  // An attempt that failed before any record of it: nothing was paid, nothing to show.
  if (!existing && status === 'failed') return [];
  const dueCents = status === 'succeeded' ? await dueBeforePayment(tx, quote) : 0;
  let paymentId;
  if (existing) {
    paymentId = existing.id;
    await tx
      .update(payments)
      .set({ status, amountCents, updatedAt: new Date() })
      .where(eq(payments.id, existing.id));
  } else {
    const [row] = await tx
      .insert(payments)
      .values({
        quoteId: quote.id,
        kind: 'payment',
        method: 'card',
        amountCents,
        status,
        stripePaymentIntentId: intent.id,
        stripeCheckoutSessionId: checkoutSessionId,
        recordedBy: 'Stripe',
      })
      .returning({ id: payments.id });
    paymentId = row!.id;
  }
  if (status !== 'succeeded') return [];
  await notePaidInFull(tx, quote);
  const links = await issueReceiptFor(tx, quote, { method: 'card', reference: intent.id });
  const messages = [
    paymentReceivedMessage(compose, quote, amountCents, 'card', links),
    shopPaymentMessage(compose, quote, amountCents),
  ];
  if (amountCents > dueCents) {
    const payment = { id: paymentId, paymentIntentId: intent.id, amountCents };
    messages.push(await recordExcess(tx, quote, payment, dueCents, compose));
  }
  return messages;
}
