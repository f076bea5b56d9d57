'use client';

import Link from 'next/link';
import { useCallback } from 'react';
import { useVisitValue } from '@/components/ui/use-visit-value';
import type { Deal } from '@/content/deal';
import { isDealActive } from '@/lib/deal';

const systemClock = () => new Date();

/**
 * Site-wide promotion. Pages are rendered ahead of time (`initiallyActive` is the verdict
 * then), so the expiry is judged again in the visitor's browser: an offer that ends after
 * the build disappears on its own.
 */
export function PromoBar({
  deal,
  initiallyActive,
  now = systemClock,
}: {
  deal: Deal;
  initiallyActive: boolean;
  now?: () => Date;
}) {
  const activeNow = useCallback(() => isDealActive(deal, now()), [deal, now]);
  const active = useVisitValue(activeNow, initiallyActive);

  if (!active) return null;
  return (
    <div className="bg-slate-900 px-4 py-2 text-center text-sm text-white" data-testid="promo-bar">
      <span>
        {deal.percentOff}% off any order with code{' '}
        <strong className="font-semibold tracking-wide">{deal.code}</strong>.
      </span>{' '}
      <Link
        href="/deals"
        className="font-semibold text-orange-300 underline underline-offset-2 hover:text-orange-200"
      >
        See all deals
      </Link>
    </div>
  );
}
