import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The shop's sales tax rate in each state where it is registered, in parts per million
 * (7.75 % = 77500). A state without a row is not taxed. Who changed it last, and when, is kept
 * for the books.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    /** USPS state code (content/us-states.ts). */
    state: text('state').primaryKey(),
    ratePpm: integer('rate_ppm').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('tax_rates_rate_range', sql`${table.ratePpm} between 0 and 200000`)],
);

/**
 * Resale and exemption certificates customers upload; an approved one that has not expired
 * exempts their orders in its state. The file lives in the artwork store under `file_ref`.
 */
export const exemptionCertificates = pgTable(
  'exemption_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account's `sub`, and its e-mail as it was then (for the staff queue and the decision e-mail). */
    userId: text('user_id').notNull(),
    email: text('email').notNull(),
    kind: text('kind', { enum: ['resale', 'exempt_organization'] }).notNull(),
    state: text('state').notNull(),
    number: text('number').notNull(),
    /** The last day it is valid, shop time. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    fileRef: text('file_ref').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** Staff's note with the decision; the customer reads it in the e-mail. */
    staffNote: text('staff_note'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('exemption_certificates_user_idx').on(table.userId, table.createdAt),
    index('exemption_certificates_status_idx').on(table.status, table.createdAt),
  ],
);
