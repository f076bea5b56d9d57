import { daysBetween } from '@/lib/shop-time';

/**
 * Pure rules of business accounts on terms (client-safe): the net days staff choose from, the
 * due date of an order sold on terms and how late it is, all in the shop's calendar days.
 */
export const NET_DAYS_CHOICES = [15, 30, 45, 60] as const;

/** Whole days past the due date on `today`; 0 until the due date has passed (it is payable on the day). */
export function daysOverdue(dueOn: string, today: string): number {
  return Math.max(0, daysBetween(dueOn, today));
}

/** Whether an order of `orderCents` may be sold on terms beside what the account already owes. */
export function withinCreditLimit(openBalanceCents: number, orderCents: number, limitCents: number): boolean {
  return openBalanceCents + orderCents <= limitCents;
}

/** Who the history names for the note saying why an order of an account on terms was not sold on terms. */
export const TERMS_NOTE_AUTHOR = 'Terms';

/** "Net 30", as the customer and staff read the terms. */
export const netLabel = (netDays: number) => `Net ${netDays}`;
