import { StarRating } from '@/components/ui/star-rating';
import { photoSrcSet, photoUrl } from '@/lib/catalogue';
import { formatLongDate } from '@/lib/shop-time';
import { SHOP_TIME_ZONE } from '@/lib/constants';
import type { PublishedReview } from '@/lib/reviews/server';

/** The shop's calendar date of an instant, as `formatLongDate` reads it. */
const shopDate = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone: SHOP_TIME_ZONE });

/**
 * One buyer's review. Every text is the buyer's own, rendered as text (React escapes it): markup
 * typed into a review shows as the characters typed, never as markup.
 */
export function ReviewCard({ review }: { review: PublishedReview }) {
  const { photo } = review;
  return (
    <article className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <StarRating rating={review.rating} />
      <h3 className="font-bold break-words text-slate-900">{review.title}</h3>
      <p className="text-sm text-slate-600">
        {review.reviewerName} ·{' '}
        <time dateTime={review.createdAt}>{formatLongDate(shopDate(review.createdAt))}</time>
      </p>
      <p className="break-words whitespace-pre-line text-slate-700">{review.body}</p>
      {photo && (
        <picture>
          <source type="image/avif" srcSet={photoSrcSet({ ...photo, alt: '' }, 'avif')} sizes="320px" />
          <source type="image/webp" srcSet={photoSrcSet({ ...photo, alt: '' }, 'webp')} sizes="320px" />
          <img
            src={photoUrl(photo, photo.widths[0]!, 'webp')}
            alt={`Photo from ${review.reviewerName}'s review`}
            width={photo.width}
            height={photo.height}
            loading="lazy"
            decoding="async"
            className="h-auto max-h-64 w-auto max-w-full rounded-lg object-contain"
          />
        </picture>
      )}
    </article>
  );
}
