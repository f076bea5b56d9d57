import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per periodic job: whoever holds an unexpired lease runs it, so two instances (or a
 * scheduler's retry) never do the same work at once. A lease row rather than an advisory lock
 * because a transaction-mode pooler breaks session locks and PGlite has only one session.
 */
export const jobLeases = pgTable('job_leases', {
  job: text('job').primaryKey(),
  holder: uuid('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Every run of a periodic job, so an operator can see when it ran and what it did. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    job: text('job').notNull(),
    trigger: text('trigger', { enum: ['cron', 'timer'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ['running', 'succeeded', 'failed', 'skipped'] }).notNull(),
    counts: jsonb('counts').$type<Record<string, number>>(),
    error: text('error'),
  },
  (table) => [index('job_runs_job_started_idx').on(table.job, table.startedAt)],
);
