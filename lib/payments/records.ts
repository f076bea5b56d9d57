import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDatabase, tables, type Transaction } from '@/lib/db/server';
import { emailComposer } from '@/lib/email-texts/server';
import { DomainError } from '@/lib/errors';
import { describeError } from '@/lib/log';
import { inTransactionWithMessages, sendMessage } from '@/lib/messaging/server';
import { quotePageLinkFor } from '@/lib/quotes/server';
import { formatCents, parseDollars } from './amounts';
import { closeOpenCheckouts } from './checkout';
import { paymentProvider } from './current';
import { paymentErrors } from './errors';
import { issueReceiptFor } from './documents';
import { amountDueCents, notePaidInFull } from './ledger';
import { paymentReceivedMessage, refundMessage } from './messages';
import { PAYMENT_METHODS, type PaymentMethod } from './methods';

const payments = tables.payments;
const REFERENCE_MAX = 100;
const REASON_MAX = 500;

/**
 * The quote, locked for the rest of the transaction: every change to one quote's money waits
 * for the one before it, so parallel requests never both pass a limit read before either wrote.
 */
async function lockQuote(tx: Transaction, quoteId: string) {
  if (!z.uuid().safeParse(quoteId).success) throw paymentErrors.quoteNotFound();
  const [quote] = await tx
    .select()
    .from(tables.quotes)
    .where(eq(tables.quotes.id, quoteId))
    .for('update')
    .limit(1);
  if (!quote) throw paymentErrors.quoteNotFound();
  return quote;
}

function typedAmount(text: string): number {
  const cents = parseDollars(text);
  if (cents === undefined) {
    throw paymentErrors.invalid('amount', 'Enter an amount in dollars greater than zero, such as 120.50.');
  }
  return cents;
}

function typedText(value: string | undefined, field: string, label: string, limit: number) {
  const text = value?.trim();
  if (text && text.length > limit) {
    throw paymentErrors.invalid(field, `${label} must be at most ${limit} characters.`);
  }
  return text || undefined;
}

/**
 * A payment staff took outside the site (bank transfer, cash or check at pickup, a card
 * terminal): never more than is due. It counts exactly as a card payment does: production may
 * start once nothing is due, and the customer gets the same receipt. Any Checkout page still
 * open for the order is expired once it is recorded.
 */
export async function recordPayment(input: {
  quoteId: string;
  method: string;
  amount: string;
  reference?: string;
  recordedBy: string;
}): Promise<{ amountCents: number }> {
  if (!(PAYMENT_METHODS as readonly string[]).includes(input.method)) {
    throw paymentErrors.invalid('method', 'Choose how the customer paid.');
  }
  const method = input.method as PaymentMethod;
  const amountCents = typedAmount(input.amount);
  const reference = typedText(input.reference, 'reference', 'The reference', REFERENCE_MAX);
  const compose = await emailComposer();
  const recorded = await inTransactionWithMessages('payments', async (tx) => {
    const quote = await lockQuote(tx, input.quoteId);
    if (quote.status === 'cancelled') {
      throw paymentErrors.invalid('amount', 'This order is cancelled: no payment can be recorded.');
    }
    const due = await amountDueCents(quote, tx);
    if (due === 0) throw paymentErrors.invalid('amount', 'Nothing is due on this order.');
    if (amountCents > due) {
      throw paymentErrors.invalid('amount', `The amount is more than the ${formatCents(due)} due.`);
    }
    await tx.insert(payments).values({
      quoteId: quote.id,
      kind: 'payment',
      method,
      amountCents,
      status: 'succeeded',
      reference,
      recordedBy: input.recordedBy,
    });
    await notePaidInFull(tx, quote);
    const links = await issueReceiptFor(tx, quote, { method, reference });
    return {
      result: { amountCents },
      messages: [paymentReceivedMessage(compose, quote, amountCents, method, links)],
    };
  });
  // The customer's Pay now page, if open, was made for what was due before.
  await closeOpenCheckouts(input.quoteId);
  return recorded;
}

/**
 * Money back from one payment, in full or in part, with a reason; the customer is e-mailed.
 * Never above what that payment brought in less what was refunded or is being refunded from
 * it (checked with the quote locked, so 20 parallel refunds cannot together pass it). A card
 * payment is refunded through Stripe: the refund is stored as pending first, then Stripe is
 * asked with an idempotency key of that row, and the row takes Stripe's answer.
 */
export async function refundPayment(input: {
  quoteId: string;
  paymentId: string;
  amount: string;
  reason: string;
  recordedBy: string;
}): Promise<{ amountCents: number; toCard: boolean }> {
  const amountCents = typedAmount(input.amount);
  const reason = typedText(input.reason, 'reason', 'The reason', REASON_MAX);
  if (!reason) throw paymentErrors.invalid('reason', 'Please give the reason for the refund.');
  if (!z.uuid().safeParse(input.paymentId).success) throw paymentErrors.paymentNotFound();
  const provider = paymentProvider();
  const compose = await emailComposer();

  const refund = await inTransactionWithMessages('payments', async (tx) => {
    const quote = await lockQuote(tx, input.quoteId);
    const [payment] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.id, input.paymentId),
          eq(payments.quoteId, quote.id),
          eq(payments.kind, 'payment'),
          eq(payments.status, 'succeeded'),
        ),
      )
      .limit(1);
    if (!payment) throw paymentErrors.paymentNotFound();
    const [refunded] = await tx
      .select({ cents: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
      .from(payments)
      .where(and(eq(payments.refundOf, payment.id), ne(payments.status, 'failed')));
    const remaining = payment.amountCents - Number(refunded?.cents ?? 0);
    if (remaining <= 0) throw paymentErrors.invalid('amount', 'This payment has been refunded in full.');
    if (amountCents > remaining) {
      throw paymentErrors.invalid(
        'amount',
        `At most ${formatCents(remaining)} of this payment can be refunded.`,
      );
    }
    const toCard = Boolean(payment.stripePaymentIntentId) && provider.kind === 'stripe';
    const [row] = await tx
      .insert(payments)
      .values({
        quoteId: quote.id,
        kind: 'refund',
        method: payment.method,
        amountCents,
        status: toCard ? 'pending' : 'succeeded',
        refundOf: payment.id,
        stripePaymentIntentId: payment.stripePaymentIntentId,
        reason,
        recordedBy: input.recordedBy,
      })
      .returning({ id: payments.id });
    const link = await quotePageLinkFor(tx, quote);
    const message = refundMessage(compose, quote, amountCents, toCard, reason, link);
    // A card refund's e-mail waits for Stripe's answer; one recorded by hand goes with the row.
    return {
      result: { id: row!.id, toCard, message, paymentIntentId: payment.stripePaymentIntentId },
      messages: toCard ? [] : [message],
    };
  });
  await closeOpenCheckouts(input.quoteId);
  if (!refund.toCard || provider.kind !== 'stripe' || !refund.paymentIntentId) {
    return { amountCents, toCard: false };
  }

  const { db } = await getDatabase();
  try {
    const answer = await provider.refund({
      paymentIntentId: refund.paymentIntentId,
      amountCents,
      refundId: refund.id,
      reason,
    });
    const status =
      answer.status === 'succeeded' ? 'succeeded' : answer.status === 'pending' ? 'pending' : 'failed';
    await db
      .update(payments)
      .set({ status, stripeRefundId: answer.id, updatedAt: new Date() })
      .where(and(eq(payments.id, refund.id), ne(payments.status, 'succeeded')));
    if (status === 'failed') throw paymentErrors.processorFailed();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // Stripe may still have made it: the charge.refunded webhook finds it by our id in its metadata.
    console.error(`[payments] card refund ${refund.id} failed: ${describeError(error)}`);
    await db
      .update(payments)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(and(eq(payments.id, refund.id), eq(payments.status, 'pending')));
    throw paymentErrors.processorFailed();
  }
  await sendMessage(refund.message);
  return { amountCents, toCard: true };
}
