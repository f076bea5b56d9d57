import 'server-only';
import { site } from '@/content/site';
import type { ComposeEmail } from '@/lib/email-texts/server';
import { shopInboxAddress, type OutgoingMessage } from '@/lib/messaging/server';
import { formatCents } from './amounts';
import { paymentMethodLabels, type PaymentMethod } from './methods';
import { formatLongDate } from '@/lib/shop-time';

type QuoteRef = { number: string; contactName: string; contactEmail: string };

/** The customer's receipt of a payment (by card or recorded by staff; words: content/email-texts.ts). */
export function paymentReceivedMessage(
  compose: ComposeEmail,
  quote: QuoteRef,
  amountCents: number,
  method: PaymentMethod,
  links: { pageLink: string; documentLink: string },
): OutgoingMessage {
  return {
    channel: 'email',
    to: quote.contactEmail,
    ...compose('payment-received', {
      number: quote.number,
      name: quote.contactName,
      amount: formatCents(amountCents),
      method: paymentMethodLabels[method].toLowerCase(),
      receiptLink: links.documentLink,
      link: links.pageLink,
    }),
  };
}

/**
 * The customer's invoice, sent when they approve the proof (the moment of sale): due now, or on
 * `termsDueOn` when the order is sold on their account's terms.
 */
export function invoiceMessage(
  compose: ComposeEmail,
  quote: QuoteRef,
  totalCents: number,
  termsDueOn: string | undefined,
  links: { pageLink: string; documentLink: string },
): OutgoingMessage {
  return {
    channel: 'email',
    to: quote.contactEmail,
    ...compose('invoice', {
      number: quote.number,
      name: quote.contactName,
      invoiceLink: links.documentLink,
      total: formatCents(totalCents),
      due: termsDueOn
        ? `Due by ${formatLongDate(termsDueOn)}, on your account's terms: we start production now.`
        : 'We start production once it is paid (a card you saved is charged now).',
      link: links.pageLink,
    }),
  };
}

/** The customer's notice that money goes back to them, with the shop's reason. */
export function refundMessage(
  compose: ComposeEmail,
  quote: QuoteRef,
  amountCents: number,
  toCard: boolean,
  reason: string,
  link: string,
): OutgoingMessage {
  const amount = formatCents(amountCents);
  return {
    channel: 'email',
    to: quote.contactEmail,
    ...compose('refund', {
      number: quote.number,
      name: quote.contactName,
      amount,
      news: toCard
        ? `We refunded ${amount} to your card for quote ${quote.number}. Your bank shows it within 5 to 10 business days.`
        : `We are refunding ${amount} for quote ${quote.number}.`,
      reason,
      link,
    }),
  };
}

/**
 * The customer's notice that part of a card payment goes straight back: it arrived when less
 * was due (the order was paid another way meanwhile, or its price changed).
 */
export function excessRefundMessage(
  compose: ComposeEmail,
  quote: QuoteRef,
  money: { paidCents: number; dueCents: number; excessCents: number },
  link: string,
): OutgoingMessage {
  return {
    channel: 'email',
    to: quote.contactEmail,
    ...compose('excess-refund', {
      number: quote.number,
      name: quote.contactName,
      amount: formatCents(money.paidCents),
      due: formatCents(money.dueCents),
      excess: formatCents(money.excessCents),
      link,
    }),
  };
}

/** The shop's notice that a card payment came in, so production can start. */
export function shopPaymentMessage(
  compose: ComposeEmail,
  quote: QuoteRef,
  amountCents: number,
): OutgoingMessage {
  return {
    channel: 'email',
    to: shopInboxAddress(site.email),
    ...compose('card-payment-new', {
      number: quote.number,
      name: quote.contactName,
      email: quote.contactEmail,
      amount: formatCents(amountCents),
    }),
  };
}

/** The customer's pay link when their saved card could not be charged at approval. */
export function savedCardFailedMessage(
  compose: ComposeEmail,
  quote: QuoteRef,
  amountCents: number,
  reason: 'card_declined' | 'authentication_required',
  link: string,
): OutgoingMessage {
  return {
    channel: 'email',
    to: quote.contactEmail,
    ...compose('saved-card-failed', {
      number: quote.number,
      name: quote.contactName,
      amount: formatCents(amountCents),
      why:
        reason === 'authentication_required'
          ? '(your bank asks you to confirm the payment yourself)'
          : '(it was declined)',
      link,
    }),
  };
}
