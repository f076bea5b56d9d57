// The Stripe stand-in (tests/helpers/stripe-server.mjs) as a process, for the Playwright suite:
// the site's STRIPE_API_URL points here and its Pay button posts events to the site's webhook.
import { StripeServer } from '../tests/helpers/stripe-server.mjs';

const server = new StripeServer({
  secretKey: process.env.STRIPE_SECRET_KEY,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
  webhookUrl: process.env.STRIPE_STAND_IN_WEBHOOK_URL,
  port: Number(process.env.STRIPE_STAND_IN_PORT),
});
await server.start();
console.log(`Stripe stand-in on ${server.origin}`);
