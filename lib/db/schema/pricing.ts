import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The price book staff edit at /admin/prices (issue 31 §1): one row per price line (its id is
 * the catalogue product's), the whole line as JSON in the shape of content/price-book.ts, read
 * back through priceLineSchema. `version` rises by one with every save, so a save posted
 * against an older version is refused instead of undoing someone else's change.
 */
export const priceLines = pgTable('price_lines', {
  id: text('id').primaryKey(),
  line: jsonb('line').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});

/**
 * Every version of every line, whole, with who made it, when and how: seeded, edited, or
 * rolled back to an earlier version (`rolledBackTo`). The console's history and rollback read it.
 */
export const priceLineVersions = pgTable(
  'price_line_versions',
  {
    lineId: text('line_id')
      .notNull()
      .references(() => priceLines.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    line: jsonb('line').notNull(),
    action: text('action', { enum: ['seeded', 'edited', 'rolled-back'] }).notNull(),
    rolledBackTo: integer('rolled_back_to'),
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.lineId, table.version] }),
    index('price_line_versions_changed_idx').on(table.changedAt),
  ],
);
