import type { CSSProperties } from 'react';
import { ratingLabel, reviewCountLabel, starFills } from '@/lib/catalogue';

const sizes = { small: 'h-4 w-4', regular: 'h-5 w-5' } as const;

/**
 * The rating as five stars (filled up to it, the remainder in part) with the number beside
 * them, read out once as "4.5 out of 5"; the review count follows when there is one. Each star
 * is one element painted by the `star` rule of globals.css (a listing shows twenty ratings:
 * two drawings per star made that page's HTML a third larger).
 */
export function StarRating({
  rating,
  reviewCount,
  size = 'regular',
}: {
  rating: number;
  reviewCount?: number;
  size?: keyof typeof sizes;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
      <span role="img" aria-label={ratingLabel(rating)} className="flex items-center gap-1.5">
        <span className="flex gap-0.5">
          {starFills(rating).map((fill, index) => (
            <span
              key={index}
              className={`star ${sizes[size]}`}
              data-filled={fill === 1}
              style={fill > 0 && fill < 1 ? ({ '--fill': `${fill * 100}%` } as CSSProperties) : undefined}
            />
          ))}
        </span>
        <span aria-hidden="true" className="text-sm font-semibold text-slate-700">
          {rating}
        </span>
      </span>
      {reviewCount !== undefined && (
        <span className="text-sm text-slate-600">({reviewCountLabel(reviewCount)})</span>
      )}
    </div>
  );
}
