'use client';

import { useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button';

/** The bar's height, which the page reserves below its content and above a focused field (globals.css). */
const HEIGHT_PROPERTY = '--quote-bar-height';

/** Keeps HEIGHT_PROPERTY equal to the bar's own height, however its text wraps or is zoomed. */
function useReservedHeight() {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(HEIGHT_PROPERTY, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(HEIGHT_PROPERTY);
    };
  }, []);
  return bar;
}

/**
 * Small screens only: the total and the next action stay at the bottom of the screen. The
 * total is hidden from screen readers, which read it in the quote summary; the page reserves
 * the bar's measured height below its content and in its scroll padding, so the bar never
 * covers the end of the page or the field that has focus.
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
  const bar = useReservedHeight();
  return (
    <div
      ref={bar}
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
