'use client';

import { useCallback, useEffect, useState } from 'react';
import type { LineRulesBook } from '@/lib/pricing';
import { emptyDraft, type QuoteDraft } from './draft';
import { clearDraft, loadDraft, saveDraft } from './draft-storage';
import { withPreselection } from './preselection';

/**
 * The wizard's values, kept in session storage so a reload does not lose a half-filled
 * quote. The saved draft is read after hydration (the server cannot see it), then the
 * catalogue's `?product=&option=` preselection is applied on top, within the bounds of `lines`.
 */
export function useQuoteDraft(lines: LineRulesBook) {
  const [draft, setDraft] = useState<QuoteDraft>(emptyDraft);
  const [restored, setRestored] = useState(false);
  const [finished, setFinished] = useState(false);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage exists only in the browser, after hydration
    setDraft(withPreselection(lines, loadDraft() ?? emptyDraft(), window.location.search));
    setRestored(true);
    // Once, after hydration: the lines are the page's and do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (restored && !finished) saveDraft(draft);
  }, [draft, restored, finished]);

  const update = useCallback(
    (changes: Partial<QuoteDraft>) => setDraft((current) => ({ ...current, ...changes })),
    [],
  );
  const finish = useCallback(() => {
    setFinished(true);
    clearDraft();
  }, []);

  return { draft, update, finish };
}
