'use client';

import { usePathname } from 'next/navigation';
import { useLayoutEffect, useRef } from 'react';
import { BELOW_THE_FOLD } from './below-the-fold';

/**
 * A page a client navigation brings has every belowTheFold section marked again, and the
 * shell's script ran only for the page the browser loaded: this renders them all before the
 * page is painted, so ScrollRestoration (after this in the shell) puts the position back on the
 * page's real heights, not on the browser's estimates for sections not laid out.
 */
export function RenderBelowTheFold() {
  const pathname = usePathname();
  const loadedPathname = useRef(pathname);
  const navigated = useRef(false);

  useLayoutEffect(() => {
    if (pathname !== loadedPathname.current) navigated.current = true;
    if (!navigated.current) return;
    for (const section of document.querySelectorAll(`[${BELOW_THE_FOLD}]`))
      section.removeAttribute(BELOW_THE_FOLD);
  }, [pathname]);

  return null;
}
