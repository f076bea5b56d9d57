'use client';

import { useEffect, useState } from 'react';
import { onFirstInteraction } from '@/components/ui/first-interaction';

/** The shared quote schema module (zod/mini and the spec's rules). */
export type QuoteRules = typeof import('@/lib/quotes/schema');

let loading: Promise<QuoteRules> | undefined;

/**
 * Loads the spec's rules once: they are needed only when the shopper types or submits, so
 * they stay out of the page's first-load JavaScript. They are written with the site's zod/mini
 * (lib/zod.ts), which is already set jitless for the CSP.
 */
export function loadQuoteRules(): Promise<QuoteRules> {
  loading ??= import('@/lib/quotes/schema');
  return loading;
}

/**
 * The rules, loaded at the shopper's first interaction, or at once when `needed` (a
 * restored or preselected quote can show a price or an error before anyone touches it).
 */
export function useQuoteRules(needed: boolean): QuoteRules | undefined {
  const [rules, setRules] = useState<QuoteRules>();
  useEffect(() => {
    let active = true;
    const load = () => void loadQuoteRules().then((loaded) => active && setRules(loaded));
    let stopWaiting: (() => void) | undefined;
    if (needed) load();
    else stopWaiting = onFirstInteraction(load);
    return () => {
      active = false;
      stopWaiting?.();
    };
  }, [needed]);
  return rules;
}
