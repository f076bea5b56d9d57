import { SHOP_TIME_ZONE } from '@/lib/constants';

/**
 * Pure rules of business accounts on terms (client-safe): the net days staff choose from, the
 * due date of an order sold on terms and how late it is, all in the shop's calendar days.
 */
export const NET_DAYS_CHOICES = [15, 30, 45, 60] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

// en-CA writes a day as YYYY-MM-DD.
const shopDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE });

/** The shop's calendar day of `at` (YYYY-MM-DD): an invoice is dated and due as the shop lives it. */
export function shopDay(at: Date): string {
  return shopDayFormat.format(at);
}

const dayNumber = (isoDay: string) => {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
};

/** `isoDay` plus `days` calendar days (YYYY-MM-DD). */
export function addDays(isoDay: string, days: number): string {
  return new Date((dayNumber(isoDay) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days past the due date on `today`; 0 until the due date has passed (it is payable on the day). */
export function daysOverdue(dueOn: string, today: string): number {
  return Math.max(0, dayNumber(today) - dayNumber(dueOn));
}

/** Whether an order of `orderCents` may be sold on terms beside what the account already owes. */
export function withinCreditLimit(openBalanceCents: number, orderCents: number, limitCents: number): boolean {
  return openBalanceCents + orderCents <= limitCents;
}

/** Who the history names for the note saying why an order of an account on terms was not sold on terms. */
export const TERMS_NOTE_AUTHOR = 'Terms';

/** "Net 30", as the customer and staff read the terms. */
export const netLabel = (netDays: number) => `Net ${netDays}`;
