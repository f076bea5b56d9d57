'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { renderBelowTheFoldNow } from './below-the-fold';

const RESTORE_PATIENCE_MS = 2000;

const locationKey = () => `scroll:${window.location.pathname}${window.location.search}`;

/**
 * Restores the scroll position on back and forward. The browser's own restoration runs on
 * popstate, before the client router has put the earlier (often taller) page back, so it
 * clamps the position; this keeps each URL's position and re-applies it once the page is in.
 */
export function ScrollRestoration() {
  const pathname = usePathname();
  const restoring = useRef(false);
  // The page on screen. While a navigation is under way it differs from window.location (the
  // URL changes before or after the new page is committed, by direction), and a scroll then
  // (the router's own, or the old page's smooth scroll) belongs to neither: it is not saved.
  const renderedKey = useRef<string | undefined>(undefined);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const saveNow = () => {
      const key = locationKey();
      if (renderedKey.current === key) sessionStorage.setItem(key, String(window.scrollY));
    };
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(saveNow);
    };
    const onPopState = () => {
      restoring.current = true;
    };
    window.addEventListener('scroll', save, { passive: true });
    // A click may navigate before the next frame's save: record the position first.
    document.addEventListener('click', saveNow, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('scroll', save);
      document.removeEventListener('click', saveNow, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  useLayoutEffect(() => {
    renderedKey.current = locationKey();
    if (!restoring.current) return;
    restoring.current = false;
    // The page back on screen is new elements, its lower sections marked and sized by the
    // browser's estimates: the position must be put back on their real heights.
    renderBelowTheFoldNow();
    const target = Number(sessionStorage.getItem(renderedKey.current) ?? 0);
    const giveUpAt = performance.now() + RESTORE_PATIENCE_MS;
    // The restored page may still be growing (images, fonts, a busy main thread): keep
    // re-applying until the position holds or the patience runs out.
    const apply = () => {
      window.scrollTo({ top: target, behavior: 'instant' });
      if (Math.abs(window.scrollY - target) > 1 && performance.now() < giveUpAt) requestAnimationFrame(apply);
    };
    apply();
  }, [pathname]);

  return null;
}
