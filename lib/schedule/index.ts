import { productionSchedule } from '@/content/production-schedule';
import { dateTimeFormat } from '@/lib/shop-time';
import { isFederalHoliday, weekdayOf } from './holidays';

export { dayOf } from './holidays';

const DAY_MS = 86_400_000;
/** The shop's schedule (content/production-schedule.ts), or another one a caller passes. */
type Schedule = {
  timeZone: string;
  cutoffHour: number;
  defaultProductionDays: number;
  productionDays: Readonly<Record<string, number>>;
  fulfillmentDays: Readonly<Record<string, number>>;
};

/** Monday to Friday, federal holidays excepted. */
export function isBusinessDay(day: number): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !isFederalHoliday(day);
}

function addBusinessDays(day: number, count: number): number {
  let result = day;
  for (let added = 0; added < count;) {
    result += 1;
    if (isBusinessDay(result)) added += 1;
  }
  return result;
}

const QUARTER_HOUR_MS = 900_000;
/** A civil day (days since 1970-01-01) and the hour in it. */
type ShopClock = { day: number; hour: number };
/** The last clock read per time zone, with the quarter hour it holds for. */
const lastClock = new Map<string, { quarter: number; clock: ShopClock }>();

/**
 * The shop's civil day and hour at an instant. Every time zone's offset, and every change of it,
 * falls on a quarter hour, so one reading serves the whole quarter hour: a quote asks several
 * times (its answer, its e-mails), and each formatToParts in a zone costs tens of microseconds.
 */
function shopClock(at: Date, timeZone: string): ShopClock {
  const quarter = Math.floor(at.getTime() / QUARTER_HOUR_MS);
  const last = lastClock.get(timeZone);
  if (last?.quarter === quarter) return last.clock;
  const clock = readShopClock(at, timeZone);
  lastClock.set(timeZone, { quarter, clock });
  return clock;
}

function readShopClock(at: Date, timeZone: string): ShopClock {
  const parts = Object.fromEntries(
    dateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour', number>;
  return { day: Date.UTC(parts.year, parts.month - 1, parts.day) / DAY_MS, hour: parts.hour };
}

/**
 * The civil day production starts for an order sent at `at`: that day when it is a business
 * day before the cut-off (shop time), else the next business day.
 */
function productionStartDay(at: Date, schedule: Schedule): number {
  const clock = shopClock(at, schedule.timeZone);
  return isBusinessDay(clock.day) && clock.hour < schedule.cutoffHour
    ? clock.day
    : addBusinessDays(clock.day, 1);
}

function productionDays(productId: string, schedule: Schedule): number {
  return schedule.productionDays[productId] ?? schedule.defaultProductionDays;
}

/** The day an order whose production starts on `start` is in the customer's hands. */
function dayInHands(start: number, productId: string, fulfillmentMethod: string, schedule: Schedule): number {
  return addBusinessDays(
    start,
    productionDays(productId, schedule) + (schedule.fulfillmentDays[fulfillmentMethod] ?? 0),
  );
}

/**
 * The civil day an order sent at `at` is in the customer's hands by: production starts the day
 * it is sent when that is a business day before the cut-off (shop time), else the next business
 * day; it takes the product's production days, then the fulfillment method's business days.
 */
export function readyDay(
  { productId, fulfillmentMethod, at }: { productId: string; fulfillmentMethod: string; at: Date },
  schedule: Schedule = productionSchedule,
): number {
  return dayInHands(productionStartDay(at, schedule), productId, fulfillmentMethod, schedule);
}

// Built on first use: the first Intl formatter a browser tab builds costs it 130 to 300 ms of a
// slowed phone CPU, and pages load this module without writing a day.
let dayFormat: Intl.DateTimeFormat | undefined;

/** A civil day as the pages write it, e.g. "Tue, Dec 1". */
function formatDay(day: number): string {
  dayFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  return dayFormat.format(new Date(day * DAY_MS));
}

/** "Ready by Tue, Dec 1" for pickup, "Delivered by Tue, Dec 1" for drop-off and shipping. */
export function readyByText(input: { productId: string; fulfillmentMethod: string; at: Date }): string {
  const verb = input.fulfillmentMethod === 'pickup' ? 'Ready by' : 'Delivered by';
  return `${verb} ${formatDay(readyDay(input))}`;
}

/** The cut-off hour as a shopper reads it, e.g. 12 -> "12 pm". */
function hourText(hour: number): string {
  return `${hour % 12 || 12} ${hour < 12 ? 'am' : 'pm'}`;
}

/** The shop's time zone as a shopper reads it, e.g. "Pacific Time". */
function zoneName(at: Date, timeZone: string): string {
  const parts = dateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * What a product page promises for an order placed at `at`, worded so it stays true while the
 * page is cached: every order sent before the cut-off on the day production starts gets the
 * same dates, so the sentence names that deadline rather than "now". E.g. "Order by 12 pm
 * Pacific Time on Mon, Nov 30: ready for pickup Fri, Dec 4, or delivered by Wed, Dec 9."
 */
export function readyByPromise(
  { productId, at }: { productId: string; at: Date },
  schedule: Schedule = productionSchedule,
): string {
  const start = productionStartDay(at, schedule);
  const pickup = dayInHands(start, productId, 'pickup', schedule);
  const shipped = dayInHands(start, productId, 'ship', schedule);
  return (
    `Order by ${hourText(schedule.cutoffHour)} ${zoneName(at, schedule.timeZone)} on ${formatDay(start)}: ` +
    `ready for pickup ${formatDay(pickup)}, or delivered by ${formatDay(shipped)} when shipped.`
  );
}

/** A civil day as the database stores a date, e.g. "2026-12-01". */
function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The date (YYYY-MM-DD) the shop must have an order printed by when its production is cleared
 * at `at`: the shop's own due date, before any delivery days (the console's board sorts by it).
 */
export function shopReadyBy(
  { productId, at }: { productId: string; at: Date },
  schedule: Schedule = productionSchedule,
): string {
  return isoDay(addBusinessDays(productionStartDay(at, schedule), productionDays(productId, schedule)));
}

/** A stored date (YYYY-MM-DD) as the pages write it, e.g. "Tue, Dec 1". */
export function formatIsoDay(date: string): string {
  return formatDay(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/**
 * How pressing an order still in the shop is at `at`, by its ready-by date: overdue once the
 * shop's day is past it; rush when it is due today or on the next business day (the shop has
 * no rush service: a rush order is simply one with a day or less of production left).
 */
export function urgencyOf(
  readyBy: string,
  at: Date,
  schedule: Schedule = productionSchedule,
): 'overdue' | 'rush' | undefined {
  const today = shopClock(at, schedule.timeZone).day;
  const due = Date.parse(`${readyBy}T00:00:00Z`) / DAY_MS;
  if (due < today) return 'overdue';
  return due <= addBusinessDays(today, 1) ? 'rush' : undefined;
}
