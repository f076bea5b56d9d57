import { filledStars, ratingLabel, reviewCountLabel, type StarRule } from '@/lib/catalogue';

const starPath =
  'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** Five stars filled by the listing's rule, read out as "4.5 out of 5", and the review count. */
export function StarRating({ rating, reviewCount, rule }: { rating: number; reviewCount: number; rule: StarRule }) {
  return (
    <div className="flex items-center gap-2">
      <span role="img" aria-label={ratingLabel(rating)} className="flex">
        {filledStars(rating, rule).map((filled, index) => (
          <svg
            key={index}
            viewBox="0 0 20 20"
            aria-hidden="true"
            data-filled={filled}
            className={`h-4 w-4 ${filled ? 'fill-amber-500' : 'fill-slate-300'}`}
          >
            <path d={starPath} />
          </svg>
        ))}
      </span>
      <span className="text-sm text-slate-600">({reviewCountLabel(reviewCount)})</span>
    </div>
  );
}
