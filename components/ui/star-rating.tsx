import { ratingLabel, reviewCountLabel, starFills } from '@/lib/catalogue';

const starPath = 'M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9Z';

const sizes = { small: 'h-4 w-4', regular: 'h-5 w-5' } as const;

/**
 * The rating as five stars (filled up to it, the remainder in part) with the number beside
 * them, read out once as "4.5 out of 5"; the review count follows when there is one.
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
            <span key={index} className={`relative ${sizes[size]}`} data-filled={fill === 1}>
              <svg
                viewBox="0 0 20 20"
                aria-hidden="true"
                className={`absolute inset-0 fill-slate-300 ${sizes[size]}`}
              >
                <path d={starPath} />
              </svg>
              {fill > 0 && (
                <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                  <svg viewBox="0 0 20 20" aria-hidden="true" className={`fill-amber-500 ${sizes[size]}`}>
                    <path d={starPath} />
                  </svg>
                </span>
              )}
            </span>
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
