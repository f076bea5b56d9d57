import { SHOP_TIME_ZONE } from '@/lib/constants';

/**
 * The shop's calendar (client-safe): its days, as deals, invoices, certificates and ready-by
 * dates count them, and how the pages write a date. A day is YYYY-MM-DD in the shop's time zone.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The date formatter for a locale and options, built once per process: building one costs more
 * than formatting with it, and the time zone a caller passes is only known at the call.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

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

const dayNumber = (isoDay: string) => {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
};

/** The instant `isoDay` plus `days` begins: its midnight, shop time. */
export function dayStartsAt(isoDay: string, days = 0, timeZone: string = SHOP_TIME_ZONE): number {
  const midnightUtc = (dayNumber(isoDay) + days) * DAY_MS;
  return midnightUtc - zoneOffsetMinutes(midnightUtc, timeZone) * 60_000;
}

/** The instant `lastDay` is over (midnight after it, shop time): when a deal or certificate ends. */
export function dayEndsAt(lastDay: string, timeZone: string = SHOP_TIME_ZONE): Date {
  return new Date(dayStartsAt(lastDay, 1, timeZone));
}

/** The shop's calendar day of `at`: an invoice is dated and due as the shop lives it. */
export function shopDay(at: Date): string {
  // en-CA writes a day as YYYY-MM-DD.
  return dateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(at);
}

/** `isoDay` plus `days` calendar days. */
export function addDays(isoDay: string, days: number): string {
  return new Date((dayNumber(isoDay) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
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
 * `Intl.DateTimeFormat` because pages format these dates in the browser while they load, where
 * a tab's first formatter is costly on a slow phone.
 */
export function formatLongDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}
