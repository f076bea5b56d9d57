/**
 * U.S. federal holidays by rule (5 U.S.C. 6103), as observed: a holiday on a Saturday is
 * observed the Friday before, one on a Sunday the Monday after. Dates are civil days counted
 * from 1970-01-01 (see `dayOf`), so no time zone enters here.
 */
const DAY_MS = 86_400_000;

/** The civil day number of a year, month (1-12) and day. */
export function dayOf(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}

/** The `nth` given weekday of a month (nth = -1: the last one). */
function nthWeekday(year: number, month: number, weekday: number, nth: number): number {
  if (nth < 0) {
    const last = dayOf(year, month + 1, 0);
    return last - ((weekdayOf(last) - weekday + 7) % 7);
  }
  const first = dayOf(year, month, 1);
  return first + ((weekday - weekdayOf(first) + 7) % 7) + (nth - 1) * 7;
}

function observed(day: number): number {
  const weekday = weekdayOf(day);
  return weekday === 6 ? day - 1 : weekday === 0 ? day + 1 : day;
}

/** The observed federal holidays of a year (New Year's Day of the next year may fall on Dec 31). */
function holidaysOf(year: number): number[] {
  return [
    observed(dayOf(year, 1, 1)),
    nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    observed(dayOf(year, 6, 19)), // Juneteenth
    observed(dayOf(year, 7, 4)),
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day / Indigenous Peoples' Day
    observed(dayOf(year, 11, 11)), // Veterans Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving
    observed(dayOf(year, 12, 25)),
    observed(dayOf(year + 1, 1, 1)),
  ];
}

const cache = new Map<number, Set<number>>();

/** Whether a day is an observed holiday: its own year's list holds it (an observed New Year on Dec 31 too). */
export function isFederalHoliday(day: number): boolean {
  const year = new Date(day * DAY_MS).getUTCFullYear();
  let holidays = cache.get(year);
  // Stryker disable next-line ConditionalExpression: the cache only saves time; a list made anew is the same list.
  if (!holidays) {
    holidays = new Set(holidaysOf(year));
    cache.set(year, holidays);
  }
  return holidays.has(day);
}
