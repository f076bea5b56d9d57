'use client';

import type { KeyboardEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { PROMOTION_CODE_MAX_LENGTH } from '@/lib/constants';
import { formatDollars } from '@/lib/pricing';
import { FieldError } from './fields';
import type { PromotionState } from './use-promotion';

const INPUT_ID = 'promotionCode';

/**
 * The optional promotion code: Apply asks the server, and what it answers (the discount, or
 * why the code cannot be used) is announced. Enter in the field applies it rather than sending
 * the quote.
 */
export function PromotionField({
  code,
  onCode,
  contactEmail,
  promotion,
}: {
  code: string;
  onCode: (code: string) => void;
  contactEmail: string;
  promotion: PromotionState;
}) {
  const { applied, checking, message } = promotion;
  const apply = () => {
    if (code.trim()) promotion.apply(code.trim(), contactEmail);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };
  const errorId = `${INPUT_ID}-error`;
  return (
    <div className="rounded-xl border border-slate-200 p-5 shadow-sm">
      <label htmlFor={INPUT_ID} className="block text-lg font-semibold text-slate-900">
        Promotion code <span className="text-base font-normal text-slate-700">(optional)</span>
      </label>
      <div className="mt-2 flex flex-wrap gap-3">
        <input
          id={INPUT_ID}
          value={code}
          maxLength={PROMOTION_CODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => {
            onCode(event.target.value);
            promotion.clear();
          }}
          onKeyDown={onKeyDown}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          className="block w-48 rounded-md border border-slate-400 px-3 py-2 font-mono tracking-wide text-slate-900 uppercase aria-invalid:border-red-700"
        />
        <button
          type="button"
          onClick={apply}
          disabled={checking || !code.trim()}
          className={buttonClass('secondary')}
        >
          {checking ? 'Applying...' : 'Apply'}
        </button>
      </div>
      <FieldError id={errorId} messages={message ? [message] : undefined} />
      <p role="status" className="mt-2 text-sm font-medium text-green-800">
        {applied &&
          `${applied.code} applied: ${applied.percentOff}% off, -${formatDollars(applied.discountCents / 100)}. Your price is now ${formatDollars(applied.totalCents / 100)}.`}
      </p>
    </div>
  );
}
