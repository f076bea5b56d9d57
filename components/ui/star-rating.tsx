import type { CSSProperties } from 'react';
import { ratingLabel, reviewCountLabel, starFills } from '@/lib/catalogue';

/** The `stars` rule of globals.css draws each star 20 units wide in a cell of 22 (a 2-unit gap). */
const STAR_UNITS = 20;
const CELL_UNITS = 22;

/** How far along the strip of stars the fill reaches, in % to two places: whole cells, then part of one star. */
function stripFillPercent(rating: number): number {
  const fills = starFills(rating);
  const filledUnits = fills.reduce((units, fill) => units + (fill === 1 ? CELL_UNITS : fill * STAR_UNITS), 0);
  return Math.round((filledUnits / (fills.length * CELL_UNITS)) * 10_000) / 100;
}

/**
 * The rating as five stars (filled up to it, the remainder in part) with the number beside
 * them, read out once as "4.5 out of 5"; the review count follows when there is one. The five
 * stars are one element painted by the `stars` rule of globals.css: a listing shows a rating
 * per card, and an element per star cost its first paint a third more style work.
 */
export function StarRating({ rating, reviewCount }: { rating: number; reviewCount?: number }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
      <span role="img" aria-label={ratingLabel(rating)} className="flex items-center gap-1.5">
        <span
          className="stars h-4"
          style={{ '--fill': `${stripFillPercent(rating)}%` } as CSSProperties}
          data-testid="stars"
        />
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
