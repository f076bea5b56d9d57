'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true from then on. A control whose
 * code loads after the page (a lazily loaded panel) stays disabled until it works: a click on
 * server-rendered markup that React has not hydrated yet does nothing, and says nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
