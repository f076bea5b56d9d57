import 'server-only';
import { site } from '@/content/site';
import { shopInboxAddress, type OutgoingMessage } from '@/lib/messaging';
import { formatCents } from './amounts';
import { paymentMethodLabels, type PaymentMethod } from './methods';
import { formatLongDate } from '@/lib/deal';

type QuoteRef = { number: string; contactName: string; contactEmail: string };

const signature = () => `Questions? Call ${site.phone.display} or reply to ${site.email}.\n\n${site.name}`;

/** The customer's receipt of a payment (by card or recorded by staff). */
export function paymentReceivedMessage(
  quote: QuoteRef,
  amountCents: number,
  method: PaymentMethod,
  links: { pageLink: string; documentLink: string },
): OutgoingMessage {
  return {
    channel: 'email',
    to: quote.contactEmail,
    subject: `Quote ${quote.number}: payment received`,
    text: [
      `Hi ${quote.contactName},`,
      '',
      `We received your payment of ${formatCents(amountCents)} (${paymentMethodLabels[method].toLowerCase()}) for quote ${quote.number}. Thank you!`,
      '',
      `Your receipt (PDF): ${links.documentLink}`,
      `See your order: ${links.pageLink}`,
      '',
      signature(),
    ].join('\n'),
  };
}

/**
 * The customer's invoice, sent when they approve the proof (the moment of sale): due now, or on
 * `termsDueOn` when the order is sold on their account's terms.
 */
export function invoiceMessage(
  quote: QuoteRef,
  totalCents: number,
  termsDueOn: string | undefined,
  links: { pageLink: string; documentLink: string },
): OutgoingMessage {
  return {
    channel: 'email',
    to: quote.contactEmail,
    subject: `Quote ${quote.number}: your invoice`,
    text: [
      `Hi ${quote.contactName},`,
      '',
      `Thank you for approving your proof for quote ${quote.number}. Your invoice (PDF): ${links.documentLink}`,
      '',
      `Total: ${formatCents(totalCents)}`,
      termsDueOn
        ? `Due by ${formatLongDate(termsDueOn)}, on your account's terms: we start production now.`
        : 'We start production once it is paid (a card you saved is charged now).',
      '',
      `Pay or see your order: ${links.pageLink}`,
      '',
      signature(),
    ].join('\n'),
  };
}

/** The customer's notice that money goes back to them, with the shop's reason. */
export function refundMessage(
  quote: QuoteRef,
  amountCents: number,
  toCard: boolean,
  reason: string,
  link: string,
): OutgoingMessage {
  return {
    channel: 'email',
    to: quote.contactEmail,
    subject: `Quote ${quote.number}: refund of ${formatCents(amountCents)}`,
    text: [
      `Hi ${quote.contactName},`,
      '',
      toCard
        ? `We refunded ${formatCents(amountCents)} to your card for quote ${quote.number}. Your bank shows it within 5 to 10 business days.`
        : `We are refunding ${formatCents(amountCents)} for quote ${quote.number}.`,
      '',
      `Reason: ${reason}`,
      '',
      `See your order: ${link}`,
      '',
      signature(),
    ].join('\n'),
  };
}

/** The shop's notice that a card payment came in, so production can start. */
export function shopPaymentMessage(quote: QuoteRef, amountCents: number): OutgoingMessage {
  return {
    channel: 'email',
    to: shopInboxAddress(site.email),
    subject: `Quote ${quote.number}: paid ${formatCents(amountCents)} by card`,
    text: `${quote.contactName} (${quote.contactEmail}) paid ${formatCents(amountCents)} by card for quote ${quote.number}. The order can go into production.`,
  };
}

/** The customer's pay link when their saved card could not be charged at approval. */
export function savedCardFailedMessage(
  quote: QuoteRef,
  amountCents: number,
  reason: 'card_declined' | 'authentication_required',
  link: string,
): OutgoingMessage {
  return {
    channel: 'email',
    to: quote.contactEmail,
    subject: `Quote ${quote.number}: please pay ${formatCents(amountCents)}`,
    text: [
      `Hi ${quote.contactName},`,
      '',
      `Thank you for approving your proof for quote ${quote.number}. We could not charge your saved card ${
        reason === 'authentication_required'
          ? '(your bank asks you to confirm the payment yourself)'
          : '(it was declined)'
      }.`,
      '',
      `Please pay ${formatCents(amountCents)} with Pay now on your quote page: ${link}`,
      '',
      signature(),
    ].join('\n'),
  };
}
