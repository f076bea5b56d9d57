'use client';

import { Suspense, useId, useState, type ReactNode } from 'react';
import { buttonClass } from './button';
import { useHydrated } from './use-hydrated';

/**
 * A button that shows and hides what follows it (WAI-ARIA's disclosure: `aria-expanded`, the
 * focus stays on the button). `children` is rendered from its first opening on and kept while
 * hidden, so nothing typed is lost; a lazily loaded form's code is fetched then, or as soon as
 * the visitor points at or focuses the button (`onIntent`), not with the page.
 */
export function Disclosure({
  label,
  onIntent,
  children,
}: {
  label: string;
  onIntent?: () => unknown;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const hydrated = useHydrated();
  const id = useId();
  // A prefetch that fails is nobody's concern yet: opening fetches again, and shows its error.
  const prefetch = () => void Promise.resolve(onIntent?.()).catch(() => undefined);
  return (
    <div className="space-y-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        disabled={!hydrated}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setOpen(!open);
          setOpened(true);
        }}
        className={buttonClass('secondary', 'compact')}
      >
        {label}
      </button>
      <div id={id} hidden={!open}>
        {opened ? (
          <Suspense fallback={<p className="text-sm text-slate-600">Loading...</p>}>{children}</Suspense>
        ) : null}
      </div>
    </div>
  );
}
