import type { CatalogueProduct } from '@/content/catalogue';
import { StarRating } from '@/components/ui/star-rating';
import { REVIEWS_SHOWN } from '@/lib/constants';
import { pageReviewsOf } from '@/lib/reviews/server';
import { ReviewCard } from './review-card';
import { belowTheFold } from '@/components/layout/below-the-fold';

/**
 * A product page's reviews from real buyers: their true average and count, the newest few, and
 * the rest behind "More reviews" (a native disclosure: no script). Nothing at all until a review
 * is approved: a product with none claims none.
 */
export async function ProductReviews({ product }: { product: CatalogueProduct }) {
  const reviews = await pageReviewsOf(product.id);
  if (!product.reviews || reviews.length === 0) return null;
  const shown = reviews.slice(0, REVIEWS_SHOWN);
  const more = reviews.slice(REVIEWS_SHOWN);
  return (
    <section
      {...belowTheFold}
      id="reviews"
      aria-labelledby="reviews-heading"
      className="mx-auto max-w-7xl scroll-mt-4 px-4 pb-10"
    >
      <h2 id="reviews-heading" className="text-2xl font-extrabold tracking-tight text-slate-900">
        Reviews from buyers
      </h2>
      <div className="mt-2">
        <StarRating rating={product.reviews.average} reviewCount={product.reviews.count} />
      </div>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {shown.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      {more.length > 0 && (
        <details className="mt-4">
          <summary className="cursor-pointer rounded font-semibold text-orange-800 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:outline-none">
            More reviews ({more.length})
          </summary>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {more.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
