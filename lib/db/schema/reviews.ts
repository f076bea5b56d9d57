import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { quotes } from './quotes';

export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;

/**
 * The invitation e-mailed when an order is completed: one per order. Only the SHA-256 of the
 * link's random token is stored, so a copy of the database cannot be turned into working links.
 * `productId` is the catalogue product the order was priced as (its price line).
 */
export const reviewInvitations = pgTable('review_invitations', {
  quoteId: uuid('quote_id')
    .primaryKey()
    .references(() => quotes.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  productId: text('product_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A buyer's review of the product of one order (one per order). Shown on the product's pages
 * only once staff approved it; the customer may edit it while it waits for them.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .unique()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    reviewerName: text('reviewer_name').notNull(),
    // The photo's files are `<photoId>-<width>.avif|webp` at each of `photoWidths` (as catalogue photos).
    photoId: uuid('photo_id'),
    photoWidths: integer('photo_widths').array(),
    photoWidth: integer('photo_width'),
    photoHeight: integer('photo_height'),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    moderatedBy: text('moderated_by'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The product pages: a product's approved reviews, newest first, and their average.
    index('reviews_product_approved_idx')
      .on(table.productId, table.createdAt)
      .where(sql`${table.status} = 'approved'`),
    // The console: pending first, newest first.
    index('reviews_status_idx').on(table.status, table.createdAt),
  ],
);
