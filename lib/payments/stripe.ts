import 'server-only';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { CardPayment, CardProvider, CardRefund } from './provider';

type StripeSettings = { secretKey: string; webhookSecret: string; apiUrl: string };

const metadataOf = (metadata: Stripe.Metadata | null | undefined, key: string) =>
  metadata?.[key] || undefined;

function cardRefund(refund: Stripe.Refund): CardRefund {
  return {
    id: refund.id,
    amountCents: refund.amount,
    status: refund.status ?? 'pending',
    refundId: metadataOf(refund.metadata, 'refund_id'),
  };
}

function cardPayment(intent: Stripe.PaymentIntent): CardPayment {
  return {
    id: intent.id,
    status: intent.status,
    amountReceivedCents: intent.amount_received,
    currency: intent.currency,
    quoteId: metadataOf(intent.metadata, 'quote_id'),
  };
}

/** Undefined when Stripe answers that the object does not exist; any other failure is thrown. */
async function unlessMissing<T>(request: Promise<T>): Promise<T | undefined> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
      return undefined;
    }
    throw error;
  }
}

/**
 * Card payments through Stripe with the official library, pointed at STRIPE_API_URL (Stripe's
 * own API unless a stand-in is configured). Every create call carries the idempotency key the
 * caller derived from what it does, so the library's retries and ours never charge or refund twice.
 */
export function stripeProvider(settings: StripeSettings): CardProvider {
  const api = new URL(settings.apiUrl);
  const stripe = new Stripe(settings.secretKey, {
    host: api.hostname,
    port: api.port || (api.protocol === 'https:' ? 443 : 80),
    protocol: api.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
  return {
    kind: 'stripe',
    async checkout(request) {
      const metadata = { quote_id: request.quoteId, quote_number: request.quoteNumber };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: request.amountCents,
                product_data: { name: `Quote ${request.quoteNumber}` },
              },
            },
          ],
          customer_email: request.customerEmail,
          client_reference_id: request.quoteId,
          metadata,
          // The PaymentIntent carries the quote too: its own events name the order.
          payment_intent_data: { metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL.');
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },
    async expireCheckout(sessionId) {
      try {
        const session = await stripe.checkout.sessions.expire(
          sessionId,
          {},
          { idempotencyKey: `expire-${sessionId}` },
        );
        return session.status ?? 'expired';
      } catch (error) {
        // Stripe expires only open sessions: one paid or expired meanwhile is refused, and then
        // its own state says whether anything is left to close.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === 'open' || !session.status) throw error;
        return session.status;
      }
    },
    async cardSetup(request) {
      const metadata = { quote_id: request.quoteId, quote_number: request.quoteNumber };
      const customerId =
        request.customerId ??
        (
          await stripe.customers.create(
            { email: request.customerEmail, name: request.customerName, metadata },
            { idempotencyKey: `customer-${request.quoteId}` },
          )
        ).id;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'setup',
          currency: 'usd',
          customer: customerId,
          client_reference_id: request.quoteId,
          metadata,
          setup_intent_data: { metadata },
          custom_text: { submit: { message: request.terms } },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // Each click opens a fresh page (saving a card charges nothing); the key guards the retries.
        { idempotencyKey: `card-setup-${request.quoteId}-${randomUUID()}` },
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL.');
      return {
        id: session.id,
        url: session.url,
        expiresAt: new Date(session.expires_at * 1000),
        customerId,
      };
    },
    async setupOf(setupIntentId) {
      const setup = await unlessMissing(stripe.setupIntents.retrieve(setupIntentId));
      if (!setup) return undefined;
      const paymentMethodId =
        typeof setup.payment_method === 'string' ? setup.payment_method : setup.payment_method?.id;
      const method = paymentMethodId ? await stripe.paymentMethods.retrieve(paymentMethodId) : undefined;
      return {
        status: setup.status,
        quoteId: metadataOf(setup.metadata, 'quote_id'),
        customerId: typeof setup.customer === 'string' ? setup.customer : setup.customer?.id,
        paymentMethodId,
        brand: method?.card?.brand,
        last4: method?.card?.last4,
      };
    },
    async chargeSavedCard(request) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'usd',
            customer: request.customerId,
            payment_method: request.paymentMethodId,
            off_session: true,
            confirm: true,
            description: `Quote ${request.quoteNumber}`,
            metadata: { quote_id: request.quoteId, quote_number: request.quoteNumber },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { outcome: 'charged', payment: cardPayment(intent) };
      } catch (error) {
        // Stripe's card errors: declined, or the bank wants the customer present to authenticate.
        if (error instanceof Stripe.errors.StripeCardError) {
          return {
            outcome: 'failed',
            code: error.code === 'authentication_required' ? 'authentication_required' : 'card_declined',
          };
        }
        throw error;
      }
    },
    async refund({ paymentIntentId, amountCents, refundId, reason }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, amount: amountCents, metadata: { refund_id: refundId, reason } },
        { idempotencyKey: `refund-${refundId}` },
      );
      return cardRefund(refund);
    },
    async payment(paymentIntentId) {
      const intent = await unlessMissing(stripe.paymentIntents.retrieve(paymentIntentId));
      return intent && cardPayment(intent);
    },
    async refundsOf(paymentIntentId) {
      const refunds = await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
      return refunds.data.map(cardRefund);
    },
    verifyEvent(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      return { id: event.id, type: event.type, object: event.data.object };
    },
  };
}
