import 'server-only';
import { site } from '@/content/site';
import type { ComposeEmail } from '@/lib/email-texts/server';
import { shopInboxAddress, type OutgoingMessage } from '@/lib/messaging/server';
import { config } from '@/lib/config/server';
import { REVIEW_INVITATION_LIFETIME_DAYS } from '@/lib/constants';

type QuoteRef = { number: string; contactName: string; contactEmail: string };

/** The customer's invitation to review the product of their completed order (words: content/email-texts.ts). */
export function invitationMessage(
  compose: ComposeEmail,
  quote: QuoteRef,
  productName: string,
  link: string,
): OutgoingMessage {
  return {
    channel: 'email',
    to: quote.contactEmail,
    ...compose('review-invitation', {
      number: quote.number,
      name: quote.contactName,
      product: productName,
      link,
      days: String(REVIEW_INVITATION_LIFETIME_DAYS),
    }),
  };
}

/** The shop's notice that a review waits for moderation (as new quotes are announced). */
export function newReviewMessage(
  compose: ComposeEmail,
  quote: { number: string },
  review: { rating: number; title: string; reviewerName: string },
  productName: string,
  edited: boolean,
): OutgoingMessage {
  return {
    channel: 'email',
    to: shopInboxAddress(site.email),
    ...compose('review-new', {
      number: quote.number,
      event: edited ? 'Review edited' : 'New review',
      rating: String(review.rating),
      reviewer: review.reviewerName,
      action: edited ? 'edited their' : 'wrote a',
      product: productName,
      title: review.title,
      consoleLink: `${config().siteUrl}/admin/reviews`,
    }),
  };
}
