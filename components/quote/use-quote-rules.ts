'use client';

import { useEffect, useState } from 'react';

/** The shared quote schema module (zod and the spec's rules). */
export type QuoteRules = typeof import('@/lib/quotes/schema');

let loading: Promise<QuoteRules> | undefined;

/**
 * Loads the rules after the page is interactive: zod is needed only once the shopper
 * types or submits, so it stays out of the page's first-load JavaScript.
 */
export function loadQuoteRules(): Promise<QuoteRules> {
  loading ??= import('zod').then(async ({ config }) => {
    // Before any schema is built: zod's speed-up probes `new Function`, which the site's
    // CSP (no unsafe-eval) blocks and reports as a violation.
    config({ jitless: true });
    return import('@/lib/quotes/schema');
  });
  return loading;
}

export function useQuoteRules(): QuoteRules | undefined {
  const [rules, setRules] = useState<QuoteRules>();
  useEffect(() => {
    let active = true;
    void loadQuoteRules().then((loaded) => active && setRules(loaded));
    return () => {
      active = false;
    };
  }, []);
  return rules;
}
