import { RATING_SCALE } from '@/lib/constants';

/** Stars filled up to the rating; one accessible label, the stars themselves are decoration. */
export function StarRating({ rating }: { rating: number }) {
  const filled = Math.floor(rating);
  return (
    <p role="img" aria-label={`Rated ${filled} out of ${RATING_SCALE} stars`} className="flex gap-0.5">
      {Array.from({ length: RATING_SCALE }, (_, index) => (
        <svg
          key={index}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-5 w-5 ${index < filled ? 'text-amber-500' : 'text-slate-300'}`}
          fill="currentColor"
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9Z" />
        </svg>
      ))}
    </p>
  );
}
