import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per cache tag of the prerendered pages (deals, catalogue, prices): its revision goes
 * up whenever staff change what those pages show. Every instance watches it and refreshes its
 * own copy of the pages, so a change shows on all of them without a rebuild (lib/site-cache).
 */
export const contentRevisions = pgTable('content_revisions', {
  tag: text('tag').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(1),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
