import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Business accounts staff put on terms (issue 30 §3): their approved orders go to production
 * before payment, invoiced on the approval day plus `net_days`, while the open balance stays
 * within the credit limit. Removing the row takes the account off terms; orders already
 * approved on terms keep the due date they were given (quotes.terms_due_on).
 */
export const accountTerms = pgTable(
  'account_terms',
  {
    /** The account's `sub` (the identity's user id, as quotes.user_id holds it). */
    userId: text('user_id').primaryKey(),
    /** The account's e-mail as the quote showed it when staff set the terms. */
    email: text('email').notNull(),
    companyName: text('company_name').notNull(),
    netDays: integer('net_days').notNull(),
    creditLimitCents: bigint('credit_limit_cents', { mode: 'number' }).notNull(),
    setBy: text('set_by').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('account_terms_net_days_range', sql`${table.netDays} between 1 and 120`),
    check('account_terms_credit_limit_positive', sql`${table.creditLimitCents} > 0`),
  ],
);
