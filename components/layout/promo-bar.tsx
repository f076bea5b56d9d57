'use client';

import Link from 'next/link';
import { useCallback } from 'react';
import { useVisitValue } from '@/components/ui/use-visit-value';
import type { StandingOffer } from '@/content/deal';
import { chosenDeal, dealChoice, type DealView } from '@/lib/deal';

const systemClock = () => new Date();

const linkClass = 'font-semibold text-orange-300 underline underline-offset-2 hover:text-orange-200';

/**
 * Site-wide promotion: the featured deal while it runs, else the standing offer. Pages are
 * rendered ahead of time (`renderedChoice` is the verdict then), so the dates are judged again
 * in the visitor's browser. Both texts fit the bar's reserved height, so a switch shifts nothing.
 */
export function PromoBar({
  deals,
  standingOffer,
  renderedChoice,
  now = systemClock,
}: {
  deals: readonly DealView[];
  standingOffer: StandingOffer;
  renderedChoice: string;
  now?: () => Date;
}) {
  const choiceNow = useCallback(() => dealChoice(deals, now()), [deals, now]);
  const shown = chosenDeal(deals, useVisitValue(choiceNow, renderedChoice));
  const deal = shown?.running ? shown.deal : undefined;

  return (
    <div
      className="flex min-h-14 items-center justify-center bg-slate-900 px-4 py-2 text-center text-sm text-white sm:min-h-9"
      data-testid="promo-bar"
    >
      {deal ? (
        <p>
          {deal.percentOff}% off any order with code{' '}
          <strong className="font-semibold tracking-wide">{deal.code}</strong>.{' '}
          <Link href="/deals" className={linkClass}>
            See all deals
          </Link>
        </p>
      ) : (
        <p>
          {standingOffer.text}{' '}
          <Link href={standingOffer.link.href} prefetch={false} className={linkClass}>
            {standingOffer.link.label}
          </Link>
        </p>
      )}
    </div>
  );
}
