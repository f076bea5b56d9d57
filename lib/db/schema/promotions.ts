import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { quotes } from './quotes';

/**
 * Promotion codes staff run from the console (issue 31 §2). Days are shop-time calendar days
 * (YYYY-MM-DD, inclusive), judged by lib/deal. `redemptionCount` is the number of quotes that
 * used the code, raised by a conditional UPDATE so a total limit holds under parallel requests.
 * `version` rises with every staff save, so a form opened before someone else saved is refused
 * instead of undoing their change.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored upper-case; the unique index on upper(code) keeps "coast25" and "COAST25" one code.
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    percentOff: integer('percent_off').notNull(),
    // Quote product ids (content/quote-products.ts); empty means every product.
    productIds: text('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startsOn: text('starts_on').notNull(),
    expiresOn: text('expires_on').notNull(),
    maxRedemptions: integer('max_redemptions'),
    redemptionCount: integer('redemption_count').notNull().default(0),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    // The spec's note: the site-wide offer does not combine with other offers.
    combinable: boolean('combinable').notNull().default(false),
    // Shown in the site-wide promotion bar, the home page and /deals while it runs.
    featured: boolean('featured').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').notNull(),
    updatedBy: text('updated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promotions_code_idx').on(sql`upper(${table.code})`),
    index('promotions_dates_idx').on(table.startsOn, table.expiresOn),
  ],
);

/**
 * One row per quote that used a code. `customerKey` says who (account id, else the contact
 * e-mail lower-cased); whether they may use it again is `promotionClaims`' question.
 */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'restrict' }),
    quoteId: uuid('quote_id')
      .notNull()
      .unique()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    customerKey: text('customer_key').notNull(),
    discountCents: integer('discount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('promotion_redemptions_customer_idx').on(table.promotionId, table.customerKey)],
);

/**
 * What a once-per-customer code's redemption holds: one row for each thing that names the
 * person (their account, their normalised e-mail), so a second try under any of them, signed
 * in or as a guest, meets the primary key even from parallel requests.
 */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'restrict' }),
    personKey: text('person_key').notNull(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.promotionId, table.personKey] }),
    index('promotion_claims_quote_idx').on(table.quoteId),
  ],
);
