import 'server-only';
import { unstable_cache } from 'next/cache';
import { config } from '@/lib/config/server';
import { cacheTags } from '@/lib/site-cache/server';
import { approvedReviewsOf, type PublishedReview } from './store';

/**
 * Buyers' reviews (issue 32 §4): the invitation a completed order's customer is e-mailed, the
 * review its link lets them write, staff's moderation, and the approved reviews the product
 * pages show. The form's rules live in ./rules (client-safe).
 */
export { invitationFor, productNameOf, reviewInvitationFor } from './invitations';
export { reviewFromForm, tooManyReviewsMessage } from './submission';
export {
  listReviewsForStaff,
  moderateReview,
  reviewPhotoUnpublished,
  reviewSummaries,
  type PublishedReview,
} from './store';

/** How often a product page's reviews are read again even if no one moderates (as the catalogue). */
const REVIEWS_REFRESH_SECONDS = 300;

let cachedReviews: ((productId: string) => Promise<PublishedReview[]>) | undefined;

/**
 * A product's approved reviews for its pages, cached under the reviews tag a moderation
 * refreshes on every instance. None while the pages are built (no database then).
 */
export function pageReviewsOf(productId: string): Promise<PublishedReview[]> {
  // Read through the tagged cache while building too, so the page carries the tag.
  cachedReviews ??= unstable_cache(
    async (id: string) => (config().buildingPages ? [] : approvedReviewsOf(id)),
    ['product-reviews'],
    {
      tags: [cacheTags.reviews],
      revalidate: REVIEWS_REFRESH_SECONDS,
    },
  );
  return cachedReviews(productId);
}
