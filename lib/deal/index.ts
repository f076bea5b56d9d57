import { SHOP_TIME_ZONE } from '@/lib/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Minutes to add to UTC to get the wall time of `timeZone` at `instant`. */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant an offer whose last day is `lastDay` (YYYY-MM-DD) ends: midnight after it, shop time. */
export function dealEndsAt(lastDay: string, timeZone: string = SHOP_TIME_ZONE): Date {
  const [year, month, day] = lastDay.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, day + 1);
  return new Date(midnightUtc - zoneOffsetMinutes(midnightUtc, timeZone) * 60_000);
}

export function isDealActive(deal: { expiresOn: string }, now: Date): boolean {
  return now.getTime() < dealEndsAt(deal.expiresOn).getTime();
}

/** Whole days left, rounded up (spec §4); 0 once the offer has ended. */
export function daysRemaining(deal: { expiresOn: string }, now: Date): number {
  const left = dealEndsAt(deal.expiresOn).getTime() - now.getTime();
  return left > 0 ? Math.ceil(left / DAY_MS) : 0;
}

/** "December 31, 2025". */
export function formatLongDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
