import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { IssuedDocument } from '@/lib/documents';
import { quotes } from './quotes';

export const DOCUMENT_KINDS = ['invoice', 'receipt'] as const;

/**
 * The shop's number sequences, one row each, holding the last number given. A number is taken
 * by updating the row in the transaction that stores what it numbers: the row lock makes
 * concurrent issuers wait their turn, and a transaction that rolls back gives its number back.
 * (A PostgreSQL sequence would leave a gap at every rollback.)
 */
export const documentCounters = pgTable('document_counters', {
  name: text('name').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Invoices and receipts as issued: the whole printed value is kept, so a document reads the
 * same forever, whatever later happens to the quote, the prices or the shop's details.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    /** One sequence for invoices and receipts together (tax records must show no gaps). */
    number: integer('number').notNull().unique(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'restrict' }),
    value: jsonb('value').$type<IssuedDocument>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('documents_quote_idx').on(table.quoteId, table.number),
    // A quote is invoiced once; the database refuses a second invoice whatever the code does.
    uniqueIndex('documents_one_invoice_per_quote_idx')
      .on(table.quoteId)
      .where(sql`${table.kind} = 'invoice'`),
  ],
);
