import { SHOP_TIME_ZONE } from '@/lib/constants';
import { dayEndsAt, dayStartsAt } from '@/lib/shop-time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instants a deal's days span, in milliseconds since the epoch. */
export type DealWindow = { startsAt: number; endsAt: number };

/**
 * From the first day's midnight to the midnight after the last, shop time. Worked out where the
 * deal is read (the server), so a browser judges a page's deals by comparing numbers: the first
 * date formatter a page builds is costly on a slowed phone CPU while it loads.
 */
export function dealWindow(
  deal: { startsOn: string; expiresOn: string },
  timeZone: string = SHOP_TIME_ZONE,
): DealWindow {
  return {
    startsAt: dayStartsAt(deal.startsOn, 0, timeZone),
    endsAt: dayEndsAt(deal.expiresOn, timeZone).getTime(),
  };
}

/** From the first day's midnight until the end of the last day. */
export function isDealRunning(window: DealWindow, now: Date): boolean {
  const instant = now.getTime();
  return instant >= window.startsAt && instant < window.endsAt;
}

/** Whole days left, rounded up (spec §4); 0 once the offer has ended. */
export function daysRemaining(window: Pick<DealWindow, 'endsAt'>, now: Date): number {
  const left = window.endsAt - now.getTime();
  return left > 0 ? Math.ceil(left / DAY_MS) : 0;
}

/** What the promotion bar, the home page and /deals show of a featured deal. */
export type DealView = {
  code: string;
  title: string;
  description: string;
  percentOff: number;
  startsOn: string;
  expiresOn: string;
  combinable: boolean;
} & DealWindow;

/**
 * Which of `deals` (soonest first) to show at `now`: `running:<index>` for the first one
 * running, else `next:<index>` for the first yet to start, else `none`; never one that ended.
 * A string, so a page rendered ahead of time can compare it with the browser's own verdict.
 */
export function dealChoice(deals: readonly DealWindow[], now: Date): string {
  const running = deals.findIndex((deal) => isDealRunning(deal, now));
  if (running >= 0) return `running:${running}`;
  const next = deals.findIndex((deal) => daysRemaining(deal, now) > 0);
  return next >= 0 ? `next:${next}` : 'none';
}

/** The deal a `dealChoice` names, and whether it runs. */
export function chosenDeal<T>(
  deals: readonly T[],
  choice: string,
): { deal: T; running: boolean } | undefined {
  const [kind, index] = choice.split(':');
  const deal = deals[Number(index)];
  return deal && (kind === 'running' || kind === 'next') ? { deal, running: kind === 'running' } : undefined;
}
