import 'server-only';
import { shopInboxAddress, type OutgoingMessage } from '@/lib/messaging';
import type { tables } from '@/lib/db';
import { priceDetails } from '@/lib/quotes/summary';
import { site } from '@/content/site';
import { stageLabels, type OrderStage } from './stages';

type QuoteRef = { number: string; contactName: string; contactEmail: string };
type QuoteRow = typeof tables.quotes.$inferSelect;

const signature = () => `Questions? Call ${site.phone.display} or reply to ${site.email}.\n\n${site.name}`;

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
  quote: QuoteRef,
  stage: OrderStage,
  link: string,
  details: { note?: string; carrier?: string; trackingNumber?: string },
): OutgoingMessage {
  const lines = [
    `Hi ${quote.contactName},`,
    '',
    stageNews[stage] ?? `Your order is now: ${stageLabels[stage]}.`,
  ];
  if (stage === 'shipped')
    lines.push('', `Carrier: ${details.carrier}`, `Tracking number: ${details.trackingNumber}`);
  if (stage === 'cancelled' && details.note) lines.push('', `Reason: ${details.note}`);
  lines.push('', `See your order: ${link}`, '', signature());
  return {
    channel: 'email',
    to: quote.contactEmail,
    subject: `Quote ${quote.number}: ${stageLabels[stage]}`,
    text: lines.join('\n'),
  };
}

/** The customer's e-mail that staff revised the price: why, and the order's money now. */
export function priceRevisedMessage(quote: QuoteRow, reason: string, link: string): OutgoingMessage {
  return {
    channel: 'email',
    to: quote.contactEmail,
    subject: `Quote ${quote.number}: the price was revised`,
    text: [
      `Hi ${quote.contactName},`,
      '',
      `We revised the price of your quote ${quote.number}.`,
      `Why: ${reason}`,
      '',
      ...priceDetails(quote).map(({ label, value }) => `${label}: ${value}`),
      '',
      'Approving your proof accepts this total. Review it here:',
      link,
      '',
      signature(),
    ].join('\n'),
  };
}

/** The customer's e-mail that a proof waits for their answer. */
export function proofMessage(
  quote: QuoteRef,
  version: number,
  message: string,
  link: string,
): OutgoingMessage {
  return {
    channel: 'email',
    to: quote.contactEmail,
    subject: `Proof ${version} for quote ${quote.number} is ready`,
    text: [
      `Hi ${quote.contactName},`,
      '',
      `Your proof for quote ${quote.number} is ready. Please review it, then approve it or request changes:`,
      link,
      '',
      'Message from the shop:',
      message,
      '',
      signature(),
    ].join('\n'),
  };
}

/** The shop's notice of the customer's answer to a proof. */
export function proofDecisionMessage(
  quote: QuoteRef,
  version: number,
  decision: 'approve' | 'request_changes',
  comment: string | undefined,
): OutgoingMessage {
  const verdict = decision === 'approve' ? 'approved' : 'requested changes to';
  return {
    channel: 'email',
    to: shopInboxAddress(site.email),
    subject: `Quote ${quote.number}: proof ${version} ${decision === 'approve' ? 'approved' : 'changes requested'}`,
    text: [
      `${quote.contactName} (${quote.contactEmail}) ${verdict} proof ${version} of quote ${quote.number}.`,
      ...(comment ? ['', 'Comment:', comment] : []),
    ].join('\n'),
  };
}

/** The shop's notice that the customer cancelled their quote from its page. */
export function customerCancelledMessage(quote: QuoteRef): OutgoingMessage {
  return {
    channel: 'email',
    to: shopInboxAddress(site.email),
    subject: `Quote ${quote.number}: cancelled by the customer`,
    text: `${quote.contactName} (${quote.contactEmail}) cancelled quote ${quote.number} from its page, before approving a proof.`,
  };
}
