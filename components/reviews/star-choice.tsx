'use client';

import { useState } from 'react';
import { RATING_SCALE } from '@/lib/constants';

const stars = Array.from({ length: RATING_SCALE }, (_, index) => index + 1);

/**
 * The 1-to-5 star choice: a native radio group (arrow keys move and choose, Tab leaves), each
 * radio named "N stars" for assistive technology, drawn as stars filled up to the choice.
 */
export function StarChoice({ defaultValue, error }: { defaultValue?: number; error?: string }) {
  const [chosen, setChosen] = useState(defaultValue ?? 0);
  return (
    <fieldset aria-describedby={error ? 'review-rating-error' : undefined}>
      <legend className="text-sm font-semibold text-slate-800">
        Your rating<span aria-hidden="true"> *</span>
      </legend>
      <div className="mt-1 flex gap-1">
        {stars.map((value) => (
          <label
            key={value}
            className="cursor-pointer rounded-md p-1 text-3xl leading-none has-focus-visible:outline-3 has-focus-visible:outline-offset-1 has-focus-visible:outline-orange-700"
          >
            <input
              type="radio"
              name="rating"
              value={value}
              checked={chosen === value}
              onChange={() => setChosen(value)}
              className="sr-only"
            />
            <span aria-hidden="true" className={value <= chosen ? 'text-amber-500' : 'text-slate-300'}>
              ★
            </span>
            <span className="sr-only">
              {value} {value === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="review-rating-error" role="alert" className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
