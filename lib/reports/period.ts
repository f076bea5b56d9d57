import { z } from 'zod';

/** The longest period one report covers: a year and a day, so any calendar year fits. */
export const MAX_PERIOD_DAYS = 366;
/** Weeks the reports show when no period is chosen: this one and the eleven before. */
const DEFAULT_WEEKS = 12;

const DAY_MS = 86_400_000;

/** A period of the shop's calendar days, both ends included (YYYY-MM-DD, shop time). */
export type Period = { from: string; to: string };

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** The Monday starting the week `day` is in (weeks run Monday to Sunday, as PostgreSQL's). */
export function weekStart(day: string): string {
  const number = dayNumber(day);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counting from Monday.
  return dayOf(number - ((number + 3) % 7));
}

/** The Mondays of every week the period touches, oldest first. */
export function weeksOf({ from, to }: Period): string[] {
  const weeks: string[] = [];
  for (let monday = dayNumber(weekStart(from)); monday <= dayNumber(to); monday += 7)
    weeks.push(dayOf(monday));
  return weeks;
}

/** The default period on `today` (the shop's day): the last twelve weeks up to today. */
export function defaultPeriod(today: string): Period {
  return { from: dayOf(dayNumber(weekStart(today)) - 7 * (DEFAULT_WEEKS - 1)), to: today };
}

const day = (field: string) => z.iso.date({ error: `Please enter the ${field} date as YYYY-MM-DD.` });

/** `?from=&to=`: a real period, in order, no longer than MAX_PERIOD_DAYS. */
// The order and length are judged only of two real dates: one wrong date is one problem.
const datesValid = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

export const periodSchema = z
  .object({ from: day('first'), to: day('last') })
  .refine(({ from, to }) => from <= to, {
    error: 'The first day must not be after the last.',
    path: ['to'],
    ...datesValid,
  })
  .refine(({ from, to }) => dayNumber(to) - dayNumber(from) < MAX_PERIOD_DAYS, {
    error: `Choose a period of at most ${MAX_PERIOD_DAYS} days.`,
    path: ['to'],
    ...datesValid,
  });
