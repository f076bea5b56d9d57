'use client';

import { useCallback } from 'react';
import { ActionButtons } from '@/components/ui/action-buttons';
import { useVisitValue } from '@/components/ui/use-visit-value';
import type { Deal } from '@/content/deal';
import { dealsPage } from '@/content/deals';
import { daysRemaining, formatLongDate } from '@/lib/deal';
import { CopyCodeButton } from './copy-code-button';

const systemClock = () => new Date();

/**
 * The code, the countdown and the calls to action. The page is rendered ahead of time, so
 * the days left are judged again when it is viewed; once the offer has ended it says so.
 */
export function DealOffer({
  deal,
  renderedDaysLeft,
  now = systemClock,
}: {
  deal: Deal;
  renderedDaysLeft: number;
  now?: () => Date;
}) {
  const daysLeftNow = useCallback(() => daysRemaining(deal, now()), [deal, now]);
  const daysLeft = useVisitValue(daysLeftNow, renderedDaysLeft);
  const expiry = formatLongDate(deal.expiresOn);

  return (
    <div className="mt-6 space-y-6">
      {daysLeft > 0 ? (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm font-semibold text-slate-700">Use code</span>
            <code className="rounded-md border-2 border-dashed border-orange-700 px-4 py-2 text-xl font-bold tracking-widest text-orange-800">
              {deal.code}
            </code>
            <CopyCodeButton code={deal.code} />
          </div>
          <p className="text-lg text-slate-800">
            <strong data-testid="days-remaining">
              {daysLeft} {daysLeft === 1 ? 'day' : 'days'} remaining
            </strong>
            {' · '}Expires {expiry}
          </p>
        </>
      ) : (
        <div className="rounded-lg border-l-4 border-slate-500 bg-slate-100 p-4">
          <p className="text-lg font-semibold text-slate-900">{dealsPage.ended.title}</p>
          <p className="mt-1 text-slate-700">
            It ended on {expiry}. {dealsPage.ended.text}
          </p>
        </div>
      )}
      <ActionButtons actions={dealsPage.actions} />
      <p className="text-sm text-slate-600">{deal.notCombinable}</p>
    </div>
  );
}
