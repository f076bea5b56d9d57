'use client';

import { useCallback } from 'react';
import { ActionButtons } from '@/components/ui/action-buttons';
import { TextLink } from '@/components/ui/text-link';
import { useVisitValue } from '@/components/ui/use-visit-value';
import type { StandingOffer } from '@/content/deal';
import { dealsPage } from '@/content/deals';
import { chosenDeal, daysRemaining, dealChoice, type DealView } from '@/lib/deal';
import { formatLongDate } from '@/lib/shop-time';
import { CopyCodeButton } from './copy-code-button';

const systemClock = () => new Date();

/**
 * The running featured deal: title, code, countdown and calls to action; with none running,
 * the next one or the standing offer, never one that ended. The page is rendered ahead of
 * time, so which deal and how many days are judged again when it is viewed.
 */
export function DealOffer({
  deals,
  standingOffer,
  notCombinable,
  renderedChoice,
  renderedDaysLeft,
  now = systemClock,
}: {
  deals: readonly DealView[];
  standingOffer: StandingOffer;
  notCombinable: string;
  renderedChoice: string;
  renderedDaysLeft: number;
  now?: () => Date;
}) {
  const choice = useVisitValue(
    useCallback(() => dealChoice(deals, now()), [deals, now]),
    renderedChoice,
  );
  const shown = chosenDeal(deals, choice);
  const daysLeft = useVisitValue(
    useCallback(() => (shown ? daysRemaining(shown.deal, now()) : 0), [shown, now]),
    renderedDaysLeft,
  );

  return (
    <section aria-labelledby="deal-heading" className="mx-auto max-w-7xl px-4">
      <div className="rounded-2xl border border-orange-200 bg-orange-50 p-8">
        {shown?.running ? (
          <>
            <h2 id="deal-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {shown.deal.title}
            </h2>
            <p className="mt-2 max-w-3xl text-lg text-slate-700">{shown.deal.description}</p>
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <span className="text-sm font-semibold text-slate-700">Use code</span>
              <code className="rounded-md border-2 border-dashed border-orange-700 px-4 py-2 text-xl font-bold tracking-widest text-orange-800">
                {shown.deal.code}
              </code>
              <CopyCodeButton code={shown.deal.code} />
            </div>
            <p className="mt-6 text-lg text-slate-800">
              <strong data-testid="days-remaining">
                {daysLeft} {daysLeft === 1 ? 'day' : 'days'} remaining
              </strong>
              {' · '}Expires {formatLongDate(shown.deal.expiresOn)}
            </p>
          </>
        ) : (
          <>
            <h2 id="deal-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {dealsPage.noDeal.title}
            </h2>
            {shown ? (
              <div
                className="mt-4 rounded-lg border-l-4 border-orange-700 bg-white p-4"
                data-testid="next-deal"
              >
                <p className="text-sm font-semibold tracking-wide text-orange-800 uppercase">
                  {dealsPage.noDeal.next}
                </p>
                <p className="mt-1 text-lg font-semibold text-slate-900">{shown.deal.title}</p>
                <p className="mt-1 text-slate-700">
                  From {formatLongDate(shown.deal.startsOn)} to {formatLongDate(shown.deal.expiresOn)}.
                </p>
              </div>
            ) : (
              <p className="mt-4 text-lg text-slate-800">
                {standingOffer.text}{' '}
                <TextLink href={standingOffer.link.href}>{standingOffer.link.label}</TextLink>
              </p>
            )}
            <p className="mt-2 text-slate-700">{dealsPage.noDeal.text}</p>
          </>
        )}
        <ActionButtons actions={dealsPage.actions} className="mt-6" />
        {shown?.running && !shown.deal.combinable ? (
          <p className="mt-6 text-sm text-slate-600">{notCombinable}</p>
        ) : null}
      </div>
    </section>
  );
}
