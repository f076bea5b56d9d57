import { apiRoute, errors, json, readBodyText } from '@/lib/http/server';
import { handleStripeWebhook, STRIPE_WEBHOOK_BODY_MAX_BYTES } from '@/lib/payments/server';

export const dynamic = 'force-dynamic';

/**
 * Stripe's signed events about card payments and refunds. Stripe posts server to server, so
 * there is no Origin to check: the signature over the raw body is what proves the sender.
 */
export const POST = apiRoute(
  async (request) => {
    const signature = request.headers.get('stripe-signature');
    const rawBody = await readBodyText(request, STRIPE_WEBHOOK_BODY_MAX_BYTES);
    const outcome = await handleStripeWebhook(rawBody, signature ?? '');
    if (outcome.kind === 'not_configured') throw errors.notFound();
    if (outcome.kind === 'bad_signature') {
      throw errors.badRequest('The Stripe-Signature header does not match the body.', 'stripe-signature');
    }
    return json({ received: true, replayed: outcome.kind === 'replayed' });
  },
  { stateChanging: false },
);
