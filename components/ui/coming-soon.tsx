import type { ReactNode } from 'react';

/**
 * A control for a feature that is not open yet. The tooltip shows on hover and on keyboard
 * focus (CSS only, no script) and is the control's accessible description.
 */
export function ComingSoon({
  id,
  label,
  children,
  className = '',
  align = 'center',
}: {
  id: string;
  label: string;
  children: ReactNode;
  className?: string;
  /** 'end' keeps the tooltip of a control at the right edge of a narrow screen on the screen. */
  align?: 'center' | 'end';
}) {
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-disabled="true"
        aria-label={label}
        aria-describedby={id}
        className={className}
      >
        {children}
      </button>
      {/* Laid out while invisible, so set in the header's own face (14 px semibold): a face of its
          own would be one more font lookup before every page's first paint (docs/performance.md). */}
      <span
        role="tooltip"
        id={id}
        className={`pointer-events-none invisible absolute top-full z-50 mt-2 ${align === 'end' ? 'right-0' : 'left-1/2 -translate-x-1/2'} rounded bg-slate-900 px-2 py-1 text-sm font-semibold whitespace-nowrap text-white opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100`}
      >
        Coming Soon
      </span>
    </span>
  );
}
