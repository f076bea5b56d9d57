import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Addresses a customer saved in their account (issue 33 §2), offered in the quote wizard. A
 * quote copies the one used into its own shipping_* columns, so editing or deleting a saved
 * address never changes an order. At most one default per account, held by the partial index.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account's `sub`, as quotes.user_id holds it. */
    userId: text('user_id').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_addresses_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('saved_addresses_one_default_idx')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

/**
 * Accounts whose shop data was erased at the customer's request: only the account's `sub`
 * (a random id, no personal data) and when, so a repeated request tells staff once.
 */
export const accountDeletions = pgTable('account_deletions', {
  userId: text('user_id').primaryKey(),
  /** How many orders were kept, without the person's details, for the tax records. */
  keptOrders: integer('kept_orders').notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The e-mail address in force for an account of an Amazon Cognito user pool, as the site last
 * read it from the pool (GetUser). The pool tells nobody when the address changes; the site
 * compares the pool's verified address with this one and tells the old address (lib/auth).
 * The built-in identity service tells it itself, and has no rows here.
 */
export const poolAccountEmails = pgTable('pool_account_emails', {
  userId: text('user_id').primaryKey(),
  email: text('email').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
