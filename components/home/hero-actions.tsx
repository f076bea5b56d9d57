'use client';

import { useCallback } from 'react';
import { ActionButtons, type Action } from '@/components/ui/action-buttons';
import { useVisitValue } from '@/components/ui/use-visit-value';
import { isDealRunning, type DealWindow } from '@/lib/deal';

/**
 * The hero's calls to action, judged again in the browser as the page is rendered ahead of
 * time. The content comes as props, so this leaf ships none of the home page's words.
 */
export function HeroActions({
  dealDates,
  actions,
  initiallyRunning,
}: {
  dealDates: readonly DealWindow[];
  actions: { dealRunning: readonly Action[]; noDeal: readonly Action[] };
  initiallyRunning: boolean;
}) {
  const runningNow = useCallback(
    () => dealDates.some((deal) => isDealRunning(deal, new Date())),
    [dealDates],
  );
  const running = useVisitValue(runningNow, initiallyRunning);
  return <ActionButtons actions={running ? actions.dealRunning : actions.noDeal} className="mt-8" />;
}
