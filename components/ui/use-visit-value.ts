'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value judged in the visitor's browser (the clock, mostly) for a page rendered ahead of
 * time: hydration uses `renderedValue`, then React switches to `readInBrowser()` if it differs.
 * `readInBrowser` must return a primitive so repeated reads compare equal.
 */
export function useVisitValue<T extends string | number | boolean>(
  readInBrowser: () => T,
  renderedValue: T,
): T {
  return useSyncExternalStore(noSubscription, readInBrowser, () => renderedValue);
}
