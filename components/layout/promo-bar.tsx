'use client';

import Link from 'next/link';
import { useCallback } from 'react';
import { useVisitValue } from '@/components/ui/use-visit-value';
import type { Deal, StandingOffer } from '@/content/deal';
import { isDealRunning } from '@/lib/deal';

const systemClock = () => new Date();

const linkClass = 'font-semibold text-orange-300 underline underline-offset-2 hover:text-orange-200';

/**
 * Site-wide promotion: the deal while it runs, else the standing offer. Pages are rendered
 * ahead of time (`initiallyRunning` is the verdict then), so the dates are judged again in
 * the visitor's browser. Both texts fit the bar's reserved height, so a switch shifts nothing.
 */
export function PromoBar({
  deal,
  standingOffer,
  initiallyRunning,
  now = systemClock,
}: {
  deal: Deal;
  standingOffer: StandingOffer;
  initiallyRunning: boolean;
  now?: () => Date;
}) {
  const runningNow = useCallback(() => isDealRunning(deal, now()), [deal, now]);
  const running = useVisitValue(runningNow, initiallyRunning);

  return (
    <div
      className="flex min-h-14 items-center justify-center bg-slate-900 px-4 py-2 text-center text-sm text-white sm:min-h-9"
      data-testid="promo-bar"
    >
      {running ? (
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
