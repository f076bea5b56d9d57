import { z } from 'zod';
import {
  RATING_SCALE,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  REVIEWER_NAME_MAX_LENGTH,
} from '@/lib/constants';

/**
 * A buyer's review: the form's rules and the figures the pages show. Pure and client-safe: the
 * review form, the server action and the tests read the same schema and messages.
 */

export const reviewMessages = {
  rating: `Please choose from 1 to ${RATING_SCALE} stars.`,
  titleMissing: 'Please give your review a title.',
  titleTooLong: `The title must be at most ${REVIEW_TITLE_MAX_LENGTH} characters.`,
  textTooShort: `Please write at least ${REVIEW_TEXT_MIN_LENGTH} characters about the product.`,
  textTooLong: `The review must be at most ${REVIEW_TEXT_MAX_LENGTH} characters.`,
  nameMissing: 'Please enter the name to show with your review.',
  nameTooLong: `The name must be at most ${REVIEWER_NAME_MAX_LENGTH} characters.`,
  linkInvalid:
    'This review link is not valid or has expired. Please use the link in your latest e-mail, or contact us.',
  alreadyModerated:
    'Your review has already been published or set aside by the shop, so it can no longer be changed.',
  submitted: 'Thank you! Your review will appear on the product page once the shop has checked it.',
  updated: 'Your review has been updated. It will appear once the shop has checked it.',
} as const;

/** One line of text: surrounding spaces trimmed, inner runs of white space read as one space. */
const oneLine = (missing: string, tooLong: string, max: number) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, missing).max(max, tooLong));

/** The review form as the browser posts it (the photo travels apart, as a file). */
export const reviewFormSchema = z.object({
  invite: z.string(),
  rating: z.coerce
    .number({ error: reviewMessages.rating })
    .int(reviewMessages.rating)
    .min(1, reviewMessages.rating)
    .max(RATING_SCALE, reviewMessages.rating),
  title: oneLine(reviewMessages.titleMissing, reviewMessages.titleTooLong, REVIEW_TITLE_MAX_LENGTH),
  // Paragraphs are kept: only the ends are trimmed and runs of blank lines folded.
  body: z
    .string()
    .transform((value) =>
      value
        .replace(/\r\n?/g, '\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
    )
    .pipe(
      z
        .string()
        .min(REVIEW_TEXT_MIN_LENGTH, reviewMessages.textTooShort)
        .max(REVIEW_TEXT_MAX_LENGTH, reviewMessages.textTooLong),
    ),
  reviewerName: oneLine(reviewMessages.nameMissing, reviewMessages.nameTooLong, REVIEWER_NAME_MAX_LENGTH),
});

export type ReviewInput = z.infer<typeof reviewFormSchema>;

/** The form's fields whose text may hold line breaks (every other field refuses them). */
export const REVIEW_MULTILINE_FIELDS = ['body'];

/**
 * The name shown with a review unless the buyer types another: the first name and the initial
 * of the last, e.g. "Maria Lopez" → "Maria L.". Nothing more of the order's contact name is
 * published.
 */
export function defaultReviewerName(contactName: string): string {
  const [first = '', ...rest] = contactName.trim().split(/\s+/);
  const last = rest.at(-1);
  const initial = last ? ` ${Array.from(last)[0]!.toUpperCase()}.` : '';
  return `${Array.from(first)
    .slice(0, REVIEWER_NAME_MAX_LENGTH - initial.length)
    .join('')}${initial}`;
}

/**
 * The true average (to one decimal, as the stars read it) and count of approved reviews whose
 * ratings add up to `total`; undefined when there are none, so a product with no approved
 * review shows no rating at all.
 */
export function reviewSummary(total: number, count: number): { average: number; count: number } | undefined {
  if (count <= 0) return undefined;
  return { average: Math.round((total / count) * 10) / 10, count };
}

/** What structured data may say of a product's reviews: only approved ones, never a figure of our own. */
export function reviewStructuredData(
  summary: { average: number; count: number } | undefined,
  reviews: readonly {
    rating: number;
    title: string;
    body: string;
    reviewerName: string;
    createdAt: string;
  }[],
): Record<string, unknown> {
  if (!summary) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: RATING_SCALE,
      worstRating: 1,
    },
    review: reviews.map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.body,
      datePublished: review.createdAt.slice(0, 10),
      author: { '@type': 'Person', name: review.reviewerName },
      reviewRating: {
        '@type': 'Rating',
        ratingValue: review.rating,
        bestRating: RATING_SCALE,
        worstRating: 1,
      },
    })),
  };
}
