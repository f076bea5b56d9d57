import 'server-only';
import { shopInboxAddress, type OutgoingMessage } from '@/lib/messaging/server';
import type { tables } from '@/lib/db/server';
import type { ComposeEmail } from '@/lib/email-texts/server';
import { priceDetails } from '@/lib/quotes';
import { site } from '@/content/site';
import { stageLabels, type OrderStage } from './stages';

/*
 * The order e-mails, in the words staff set in the console (content/email-texts.ts holds the
 * defaults): each sender takes a composer (lib/email-texts) before its transaction.
 */

type QuoteRef = { number: string; contactName: string; contactEmail: string };
type QuoteRow = typeof tables.quotes.$inferSelect;

/** What the customer reads about their order reaching a stage staff moved it to. */
const stageNews: Partial<Record<OrderStage, string>> = {
  in_production: 'Your order is now in production.',
  shipped: 'Your order has shipped.',
  ready_for_pickup: 'Your order is ready for pickup.',
  delivered: 'Your order has been delivered.',
  completed: 'Your order is complete. Thank you for ordering with us!',
  cancelled: 'Your order has been cancelled.',
};

/** The customer's e-mail about a stage change (shipped: carrier and tracking; cancelled: the note). */
export function stageMessage(
  compose: ComposeEmail,
  quote: QuoteRef,
  stage: OrderStage,
  link: string,
  details: { note?: string; carrier?: string; trackingNumber?: string },
): OutgoingMessage {
  const detailLines =
    stage === 'shipped'
      ? ['', `Carrier: ${details.carrier}`, `Tracking number: ${details.trackingNumber}`]
      : stage === 'cancelled' && details.note
        ? ['', `Reason: ${details.note}`]
        : [];
  return {
    channel: 'email',
    to: quote.contactEmail,
    ...compose('order-stage', {
      number: quote.number,
      name: quote.contactName,
      stage: stageLabels[stage],
      news: stageNews[stage] ?? `Your order is now: ${stageLabels[stage]}.`,
      details: detailLines.map((line) => `\n${line}`).join(''),
      link,
    }),
  };
}

/** The customer's e-mail that staff revised the price: why, and the order's money now. */
export function priceRevisedMessage(
  compose: ComposeEmail,
  quote: QuoteRow,
  reason: string,
  link: string,
): OutgoingMessage {
  return {
    channel: 'email',
    to: quote.contactEmail,
    ...compose('price-revised', {
      number: quote.number,
      name: quote.contactName,
      reason,
      prices: priceDetails(quote)
        .map(({ label, value }) => `${label}: ${value}`)
        .join('\n'),
      link,
    }),
  };
}

/** The customer's e-mail that a proof waits for their answer. */
export function proofMessage(
  compose: ComposeEmail,
  quote: QuoteRef,
  version: number,
  message: string,
  link: string,
): OutgoingMessage {
  return {
    channel: 'email',
    to: quote.contactEmail,
    ...compose('proof-ready', {
      number: quote.number,
      name: quote.contactName,
      version: String(version),
      message,
      link,
    }),
  };
}

/** The shop's notice of the customer's answer to a proof. */
export function proofDecisionMessage(
  compose: ComposeEmail,
  quote: QuoteRef,
  version: number,
  decision: 'approve' | 'request_changes',
  comment: string | undefined,
): OutgoingMessage {
  return {
    channel: 'email',
    to: shopInboxAddress(site.email),
    ...compose('proof-answered', {
      number: quote.number,
      name: quote.contactName,
      email: quote.contactEmail,
      version: String(version),
      answer: decision === 'approve' ? 'approved' : 'changes requested',
      verdict: decision === 'approve' ? 'approved' : 'requested changes to',
      comment: comment ? `\n\nComment:\n${comment}` : '',
    }),
  };
}

/** The shop's notice that the customer cancelled their quote from its page. */
export function customerCancelledMessage(compose: ComposeEmail, quote: QuoteRef): OutgoingMessage {
  return {
    channel: 'email',
    to: shopInboxAddress(site.email),
    ...compose('customer-cancelled', {
      number: quote.number,
      name: quote.contactName,
      email: quote.contactEmail,
    }),
  };
}
