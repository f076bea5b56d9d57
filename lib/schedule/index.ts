import { productionSchedule } from '@/content/production-schedule';
import { isFederalHoliday, weekdayOf } from './holidays';

export { dayOf } from './holidays';

const DAY_MS = 86_400_000;
type Schedule = typeof productionSchedule;

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

/** The shop's civil day and hour at an instant. */
function shopClock(at: Date, timeZone: string): { day: number; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
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
 * The civil day an order sent at `at` is in the customer's hands by: production starts the day
 * it is sent when that is a business day before the cut-off (shop time), else the next business
 * day; it takes the product's production days, then the fulfillment method's business days.
 */
export function readyDay(
  { productId, fulfillmentMethod, at }: { productId: string; fulfillmentMethod: string; at: Date },
  schedule: Schedule = productionSchedule,
): number {
  const clock = shopClock(at, schedule.timeZone);
  const start =
    isBusinessDay(clock.day) && clock.hour < schedule.cutoffHour ? clock.day : addBusinessDays(clock.day, 1);
  const production = schedule.productionDays[productId] ?? schedule.defaultProductionDays;
  return addBusinessDays(start, production + (schedule.fulfillmentDays[fulfillmentMethod] ?? 0));
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/** "Ready by Tue, Dec 1" for pickup, "Delivered by Tue, Dec 1" for drop-off and shipping. */
export function readyByText(input: { productId: string; fulfillmentMethod: string; at: Date }): string {
  const verb = input.fulfillmentMethod === 'pickup' ? 'Ready by' : 'Delivered by';
  return `${verb} ${dayFormat.format(new Date(readyDay(input) * DAY_MS))}`;
}
