import 'server-only';
import { site } from '@/content/site';
import { shopInboxAddress, type OutgoingMessage } from '@/lib/messaging';
import { config } from '@/lib/config';
import { REVIEW_INVITATION_LIFETIME_DAYS } from '@/lib/constants';

type QuoteRef = { number: string; contactName: string; contactEmail: string };

/** The customer's invitation to review the product of their completed order. */
export function invitationMessage(quote: QuoteRef, productName: string, link: string): OutgoingMessage {
  return {
    channel: 'email',
    to: quote.contactEmail,
    subject: `How are your ${productName}? Review your order ${quote.number}`,
    text: [
      `Hi ${quote.contactName},`,
      '',
      `Thank you for your order ${quote.number}. How did your ${productName} turn out?`,
      'Rate them from 1 to 5 stars and tell other buyers what you think (a photo is welcome):',
      link,
      '',
      `The link is yours alone, needs no sign-in and works for ${REVIEW_INVITATION_LIFETIME_DAYS} days.`,
      '',
      `Questions? Call ${site.phone.display} or reply to ${site.email}.`,
      '',
      site.name,
    ].join('\n'),
  };
}

/** The shop's notice that a review waits for moderation (as new quotes are announced). */
export function newReviewMessage(
  quote: { number: string },
  review: { rating: number; title: string; reviewerName: string },
  productName: string,
  edited: boolean,
): OutgoingMessage {
  return {
    channel: 'email',
    to: shopInboxAddress(site.email),
    subject: `${edited ? 'Review edited' : 'New review'} for quote ${quote.number}: ${review.rating} of 5`,
    text: [
      `${review.reviewerName} ${edited ? 'edited their' : 'wrote a'} review of ${productName} (quote ${quote.number}).`,
      `Title: ${review.title}`,
      '',
      `Approve or hide it: ${config().siteUrl}/admin/reviews`,
    ].join('\n'),
  };
}
