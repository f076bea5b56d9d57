import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters shared by every app instance (lib/rate-limit's DatabaseCounter, in the rows
 * of rate-limiter-flexible's Drizzle store, which it replaced). Used when DATABASE_URL is set
 * and no REDIS_URL.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
});
