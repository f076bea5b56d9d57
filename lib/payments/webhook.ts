import 'server-only';
import { and, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { getDatabase, tables, type Transaction } from '@/lib/db/server';
import { emailComposer, type ComposeEmail } from '@/lib/email-texts/server';
import { describeError, logLine } from '@/lib/log';
import { inTransactionWithMessages, type OutgoingMessage } from '@/lib/messaging/server';
import { quotePageLinkFor } from '@/lib/quotes/server';
import { paymentProvider } from './current';
import { paymentErrors } from './errors';
import { refundStatusOf, settleCardPayment } from './excess';
import { applyIntent, lockedQuote } from './intents';
import { refundMessage } from './messages';
import type { CardPayment, CardProvider, CardRefund, SavedCardSetup } from './provider';
import { applySetup } from './saved-cards';

const payments = tables.payments;

/** Stripe's events are a few kilobytes; anything far larger is not from Stripe. */
export const STRIPE_WEBHOOK_BODY_MAX_BYTES = 256 * 1024;

/** What the webhook did with one delivery. */
type WebhookOutcome =
  | { kind: 'not_configured' }
  | { kind: 'bad_signature' }
  | { kind: 'replayed' }
  | { kind: 'ignored' }
  | { kind: 'acted'; type: string };

// The fields read from the events' objects, checked: nothing else of them is trusted, and the
// amounts and states come from Stripe's current objects, fetched again, not from the event.
const sessionObject = z.object({
  id: z.string(),
  mode: z.string().optional(),
  payment_intent: z.string().nullish(),
  setup_intent: z.string().nullish(),
});
const intentObject = z.object({ id: z.string() });
const chargeObject = z.object({ payment_intent: z.string().nullish() });

type CurrentState = {
  intent?: CardPayment;
  refunds?: CardRefund[];
  checkoutSessionId?: string;
  setup?: SavedCardSetup;
};

/** Why an event changes nothing here, for the log: Stripe ids and words only, no personal data. */
type Unknown = { unknown: string };

/** Stripe's current state of what the event is about (events arrive late, twice, out of order). */
async function currentState(
  stripe: CardProvider,
  type: string,
  object: unknown,
): Promise<CurrentState | Unknown> {
  if (type === 'checkout.session.completed') {
    const session = sessionObject.safeParse(object);
    if (!session.success) return { unknown: 'a Checkout Session it does not describe' };
    // A card saved to be charged on approval (setup mode): its SetupIntent, as Stripe has it now.
    if (session.data.mode === 'setup' && session.data.setup_intent) {
      const setup = await stripe.setupOf(session.data.setup_intent);
      return setup
        ? { setup }
        : { unknown: `SetupIntent ${session.data.setup_intent}, which Stripe does not have` };
    }
    if (!session.data.payment_intent)
      return { unknown: `Checkout Session ${session.data.id} with no payment` };
    const intent = await stripe.payment(session.data.payment_intent);
    return intent
      ? { intent, checkoutSessionId: session.data.id }
      : { unknown: `PaymentIntent ${session.data.payment_intent}, which Stripe does not have` };
  }
  if (type === 'payment_intent.succeeded' || type === 'payment_intent.payment_failed') {
    const parsed = intentObject.safeParse(object);
    if (!parsed.success) return { unknown: 'a PaymentIntent it does not describe' };
    const intent = await stripe.payment(parsed.data.id);
    return intent ? { intent } : { unknown: `PaymentIntent ${parsed.data.id}, which Stripe does not have` };
  }
  if (type === 'charge.refunded') {
    const charge = chargeObject.safeParse(object);
    if (!charge.success || !charge.data.payment_intent) return { unknown: 'a charge of no PaymentIntent' };
    const [intent, refunds] = await Promise.all([
      stripe.payment(charge.data.payment_intent),
      stripe.refundsOf(charge.data.payment_intent),
    ]);
    return intent
      ? { intent, refunds }
      : { unknown: `PaymentIntent ${charge.data.payment_intent}, which Stripe does not have` };
  }
  return { unknown: 'an event type the shop does not act on' };
}

/** Whether the quote a Stripe object names (in its metadata) is one of this shop's. */
async function isShopQuote(quoteId: string | undefined): Promise<boolean> {
  const id = z.uuid().safeParse(quoteId);
  if (!id.success) return false;
  const { db } = await getDatabase();
  const [quote] = await db
    .select({ id: tables.quotes.id })
    .from(tables.quotes)
    .where(eq(tables.quotes.id, id.data))
    .limit(1);
  return quote !== undefined;
}

/**
 * The intent's refunds as Stripe has them now: ours (matched by Stripe's id or by our row's id
 * in the refund's metadata) take Stripe's status; one made in Stripe's dashboard is recorded
 * and the customer told of it.
 */
async function applyRefunds(
  tx: Transaction,
  intent: CardPayment,
  refunds: CardRefund[],
  compose: ComposeEmail,
) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.stripePaymentIntentId, intent.id), eq(payments.kind, 'payment')))
    .limit(1);
  const quote = payment && (await lockedQuote(tx, payment.quoteId));
  if (!payment || !quote) return [];
  const messages: OutgoingMessage[] = [];
  for (const refund of refunds) {
    const status = refundStatusOf(refund.status);
    const ours = z.uuid().safeParse(refund.refundId).success ? refund.refundId : undefined;
    const [known] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.kind, 'refund'),
          or(eq(payments.stripeRefundId, refund.id), ours ? eq(payments.id, ours) : undefined),
        ),
      )
      .limit(1);
    if (known) {
      if (known.status !== status && known.status !== 'succeeded') {
        await tx
          .update(payments)
          .set({ status, stripeRefundId: refund.id, updatedAt: new Date() })
          .where(eq(payments.id, known.id));
      }
      continue;
    }
    const reason = 'Refunded in Stripe';
    await tx.insert(payments).values({
      quoteId: quote.id,
      kind: 'refund',
      method: 'card',
      amountCents: refund.amountCents,
      status,
      refundOf: payment.id,
      stripePaymentIntentId: intent.id,
      stripeRefundId: refund.id,
      reason,
      recordedBy: 'Stripe',
    });
    if (status !== 'failed') {
      messages.push(
        refundMessage(compose, quote, refund.amountCents, true, reason, await quotePageLinkFor(tx, quote)),
      );
    }
  }
  return messages;
}

/**
 * `POST /api/webhooks/stripe`: the raw body is checked against the signature with the
 * endpoint's secret; a verified event is recorded by id once (a replay changes nothing) in
 * the same transaction as what it changes, so a failure leaves it for Stripe's retry.
 */
export async function handleStripeWebhook(rawBody: string, signature: string): Promise<WebhookOutcome> {
  const provider = paymentProvider();
  if (provider.kind !== 'stripe') return { kind: 'not_configured' };
  let event;
  try {
    event = provider.verifyEvent(rawBody, signature);
  } catch {
    return { kind: 'bad_signature' };
  }
  const state = await currentState(provider, event.type, event.object);
  const named = 'unknown' in state ? undefined : (state.intent?.quoteId ?? state.setup?.quoteId);
  if ('unknown' in state || !(await isShopQuote(named))) {
    // Answered 2xx all the same: Stripe would otherwise retry for days an event nothing here can use.
    const about = 'unknown' in state ? state.unknown : 'an object naming no order of this shop';
    console.warn(
      logLine`[payments] Stripe event ${event.id} (${event.type}) is about ${about}: acknowledged, nothing changed`,
    );
    return { kind: 'ignored' };
  }
  const compose = await emailComposer();
  const outcome = await inTransactionWithMessages<WebhookOutcome>('payments', async (tx) => {
    const [fresh] = await tx
      .insert(tables.stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: tables.stripeEvents.id });
    if (!fresh) return { result: { kind: 'replayed' }, messages: [] };
    const messages = state.intent
      ? await applyIntent(tx, state.intent, state.checkoutSessionId, compose)
      : [];
    if (state.setup) await applySetup(tx, state.setup);
    if (state.intent && state.refunds)
      messages.push(...(await applyRefunds(tx, state.intent, state.refunds, compose)));
    return { result: { kind: 'acted', type: event.type }, messages };
  });
  // Replays too: a refund of an excess that Stripe could not make before is tried again.
  if (state.intent) {
    try {
      await settleCardPayment(provider, state.intent);
    } catch (error) {
      console.error(
        logLine`[payments] refunding the excess of ${state.intent.id} failed, left for Stripe's retry: ` +
          describeError(error),
      );
      throw paymentErrors.processorFailed();
    }
  }
  return outcome;
}
