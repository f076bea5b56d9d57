import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COMPANY_ROLES } from '../../companies/role-names';

/**
 * Customers' companies: colleagues who share their quotes. The tax status is the
 * exemption of the company's owners (lib/tax), not a column: one exemption system.
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    billingEmail: text('billing_email').notNull(),
    /** The account (`sub`) that created it. */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when its last owner's account was deleted: no members remain, its quotes stay. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [index('companies_name_idx').on(sql`lower(${table.name}) text_pattern_ops`)],
);

/** Who belongs to a company: one company per account (the primary key), with a role. */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: text('user_id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role', { enum: COMPANY_ROLES }).notNull(),
    /** The account's name and confirmed e-mail when it joined, for colleagues and staff. */
    name: text('name').notNull(),
    email: text('email').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('company_members_company_idx').on(table.companyId, table.joinedAt)],
);

/**
 * Invitations to join a company, by e-mail. Only the token's SHA-256 is stored (as quote
 * links); accepting sets `accepted_at` once, by a conditional update.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The invited address, lower case. */
    email: text('email').notNull(),
    role: text('role', { enum: COMPANY_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('company_invitations_token_idx').on(table.tokenHash),
    index('company_invitations_company_idx').on(table.companyId, table.createdAt),
  ],
);
