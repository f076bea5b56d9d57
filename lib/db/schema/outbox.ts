import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every e-mail and SMS the site sends, written in the same transaction as the change that
 * caused it and sent after the commit; rows not yet sent are retried until sent or given up.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** The transport the message is (or was last) meant for. */
    transport: text('transport', { enum: ['log', 'smtp', 'sns'] }).notNull(),
    /** pending: not tried yet; failed: tried, will be retried; gave_up: no more tries. */
    status: text('status', { enum: ['pending', 'sent', 'failed', 'gave_up'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When the periodic job may try it (the sender of the change has until then). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while one instance is sending it, so no other instance picks it up. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_created_at_idx').on(table.createdAt),
    index('outbox_recipient_idx').on(table.recipient),
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'failed')`),
  ],
);
