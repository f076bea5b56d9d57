import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters shared by every app instance (rate-limiter-flexible's Drizzle store reads
 * exactly these three columns). Used when DATABASE_URL is set and no REDIS_URL.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
});
