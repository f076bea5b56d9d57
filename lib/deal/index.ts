import { SHOP_TIME_ZONE } from '@/lib/constants';
import { dateTimeFormat } from '@/lib/intl';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Minutes to add to UTC to get the wall time of `timeZone` at `instant`. */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const name = dateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant `isoDay` (YYYY-MM-DD) plus `days` begins: its midnight, shop time. */
function shopMidnight(isoDay: string, days: number, timeZone: string): number {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, day + days);
  return midnightUtc - zoneOffsetMinutes(midnightUtc, timeZone) * 60_000;
}

/** The instant an offer whose last day is `lastDay` (YYYY-MM-DD) ends: midnight after it, shop time. */
export function dealEndsAt(lastDay: string, timeZone: string = SHOP_TIME_ZONE): Date {
  return new Date(shopMidnight(lastDay, 1, timeZone));
}

/** The instants a deal's days span, in milliseconds since the epoch. */
export type DealWindow = { startsAt: number; endsAt: number };

/**
 * From the first day's midnight to the midnight after the last, shop time. Worked out where the
 * deal is read (the server), so a browser judges a page's deals by comparing numbers: the first
 * date formatter a page builds costs it 130 to 300 ms of a slowed phone CPU while it loads
 * (docs/performance.md, session 44).
 */
export function dealWindow(
  deal: { startsOn: string; expiresOn: string },
  timeZone: string = SHOP_TIME_ZONE,
): DealWindow {
  return {
    startsAt: shopMidnight(deal.startsOn, 0, timeZone),
    endsAt: dealEndsAt(deal.expiresOn, timeZone).getTime(),
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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * "December 31, 2025", as `en-US`'s long date style writes it. Written out rather than with
 * `Intl.DateTimeFormat` because pages format these dates in the browser while they load.
 */
export function formatLongDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}, ${year}`;
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
