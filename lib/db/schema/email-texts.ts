import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The e-mail texts staff edited in the console, one row per text by its key
 * (content/email-texts.ts). A text without a row reads as its default there; resetting a text
 * deletes its row.
 */
export const emailTexts = pgTable('email_texts', {
  key: text('key').primaryKey(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
