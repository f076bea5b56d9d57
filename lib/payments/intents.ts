import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { tables, type Transaction } from '@/lib/db';
import type { ComposeEmail } from '@/lib/email-texts';
import type { OutgoingMessage } from '@/lib/messaging';
import { issueReceiptFor } from './documents';
import { notePaidInFull } from './ledger';
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

/**
 * The PaymentIntent's current state on the quote it names: one payments row per intent,
 * created or moved on (never back from succeeded). The customer's receipt and the shop's
 * notice go once, when the row first becomes succeeded.
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
  const amountCents = status === 'succeeded' ? intent.amountReceivedCents : 0;
  const [existing] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.stripePaymentIntentId, intent.id), eq(payments.kind, 'payment')))
    .limit(1);
  if (existing?.status === 'succeeded' || existing?.status === status) return [];
  // An attempt that failed before any record of it: nothing was paid, nothing to show.
  if (!existing && status === 'failed') return [];
  if (existing) {
    await tx
      .update(payments)
      .set({ status, amountCents, updatedAt: new Date() })
      .where(eq(payments.id, existing.id));
  } else {
    await tx.insert(payments).values({
      quoteId: quote.id,
      kind: 'payment',
      method: 'card',
      amountCents,
      status,
      stripePaymentIntentId: intent.id,
      stripeCheckoutSessionId: checkoutSessionId,
      recordedBy: 'Stripe',
    });
  }
  if (status !== 'succeeded') return [];
  await notePaidInFull(tx, quote);
  const links = await issueReceiptFor(tx, quote, { method: 'card', reference: intent.id });
  return [
    paymentReceivedMessage(compose, quote, amountCents, 'card', links),
    shopPaymentMessage(compose, quote, amountCents),
  ];
}
