import 'server-only';
import { config } from '@/lib/config/server';
import type { PaymentProvider } from './provider';
import { stripeProvider } from './stripe';

let stripe: { secretKey: string; provider: PaymentProvider } | undefined;

/** The configured way of taking money: by hand (embedded default) or Stripe. */
export function paymentProvider(): PaymentProvider {
  const settings = config().payments;
  if (settings.kind === 'by-hand') return { kind: 'by-hand' };
  if (stripe?.secretKey !== settings.secretKey) {
    stripe = { secretKey: settings.secretKey, provider: stripeProvider(settings) };
  }
  return stripe.provider;
}
