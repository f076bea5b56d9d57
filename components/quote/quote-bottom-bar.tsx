'use client';

import { buttonClass } from '@/components/ui/button';

/**
 * Small screens only: the total and the next action stay at the bottom of the screen. The
 * total is hidden from screen readers, which read it in the quote summary; the form itself
 * is padded (and the page's scroll padding raised) so the bar never covers a field.
 */
export function QuoteBottomBar({
  total,
  readyBy,
  canSubmit,
  busy,
  formId,
}: {
  total: string;
  readyBy: string;
  canSubmit: boolean;
  busy: boolean;
  formId: string;
}) {
  // The steps appear one by one, so the last one shown is the one to fill in next.
  const goToNextStep = () => {
    const step = [...document.querySelectorAll<HTMLElement>(`#${formId} > section[id]`)].at(-1);
    step?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    step
      ?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')
      ?.focus({ preventScroll: true });
  };
  return (
    <div
      id="quote-bottom-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] lg:hidden"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
        <p aria-hidden="true" className="min-w-0">
          <span className="block truncate font-bold text-slate-900">
            {total || 'Choose a quantity for your price'}
          </span>
          <span className="block truncate text-sm text-slate-700">{readyBy}</span>
        </p>
        {canSubmit ? (
          <button
            type="submit"
            form={formId}
            disabled={busy}
            className={`${buttonClass('primary')} shrink-0`}
          >
            {busy ? 'Submitting...' : 'Submit Quote'}
          </button>
        ) : (
          <button type="button" onClick={goToNextStep} className={`${buttonClass('secondary')} shrink-0`}>
            Next step
          </button>
        )}
      </div>
    </div>
  );
}
