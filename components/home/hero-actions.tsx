'use client';

import { ActionButtons } from '@/components/ui/action-buttons';
import { useVisitValue } from '@/components/ui/use-visit-value';
import { deal } from '@/content/deal';
import { hero } from '@/content/home';
import { isDealRunning } from '@/lib/deal';

const dealRunningNow = () => isDealRunning(deal, new Date());

/** The hero's calls to action, judged again in the browser: the page is rendered ahead of time. */
export function HeroActions({ initiallyRunning }: { initiallyRunning: boolean }) {
  const running = useVisitValue(dealRunningNow, initiallyRunning);
  return (
    <ActionButtons actions={running ? hero.actions.dealRunning : hero.actions.noDeal} className="mt-8" />
  );
}
