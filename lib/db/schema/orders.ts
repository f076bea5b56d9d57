import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ORDER_STAGES } from '../../orders/stage-names';
import { quotes } from './quotes';

/**
 * What happened to a quote once submitted, oldest first: stage changes, proofs sent and
 * answered, internal notes. Who did it is kept by name as it was then, so the history still
 * reads right after a staff member leaves.
 */
export const quoteEvents = pgTable(
  'quote_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /**
     * stage: the order moved; note: a staff note (never shown to the customer); price: staff
     * revised the price (the note says from what, to what and why); message: staff wrote to
     * the customer, or the customer replied, on the quote's conversation (lib/orders/conversation).
     */
    kind: text('kind', { enum: ['stage', 'note', 'price', 'message'] }).notNull(),
    fromStage: text('from_stage', { enum: ORDER_STAGES }),
    toStage: text('to_stage', { enum: ORDER_STAGES }),
    /** staff, customer (signed in or through their link) or system. */
    actorRole: text('actor_role', { enum: ['staff', 'customer', 'system'] }).notNull(),
    actorName: text('actor_name').notNull(),
    /** The staff member's or customer's note or comment, as they wrote it. */
    note: text('note'),
    /** Stage details: the proof's id for proof stages, carrier and tracking number for shipped. */
    details: jsonb('details'),
    /** A file sent with a message or note: its reference in the artwork store, name and type. */
    attachmentRef: text('attachment_ref'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    /** When staff first opened a customer's reply; null while it is unread (staff are told). */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('quote_events_quote_idx').on(table.quoteId, table.createdAt),
    // The console's unread count reads only the few replies nobody has opened yet.
    index('quote_events_unread_idx')
      .on(table.quoteId)
      .where(sql`${table.kind} = 'message' and ${table.actorRole} = 'customer' and ${table.readAt} is null`),
  ],
);

/**
 * Proofs staff send for a quote; the newest supersedes the ones before. The file lives in the
 * artwork store under the reference the store gave it.
 */
export const proofs = pgTable(
  'proofs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** 1 for the first proof of a quote, then 2, 3, ... */
    version: integer('version').notNull(),
    fileRef: text('file_ref').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    message: text('message').notNull(),
    /** SHA-256 (hex) of the file, recorded with the customer's approval as what they saw. */
    sha256: text('sha256'),
    /** The proof drawn as a PNG for the quote page (automatic proofs); null for uploaded files. */
    previewRef: text('preview_ref'),
    status: text('status', { enum: ['pending', 'approved', 'changes_requested', 'superseded'] })
      .notNull()
      .default('pending'),
    sentBy: text('sent_by').notNull(),
    decisionComment: text('decision_comment'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('proofs_quote_version_idx').on(table.quoteId, table.version)],
);

/**
 * Links e-mailed to the customer that open one quote without an account. Only the SHA-256 of
 * the random token is kept, so a copy of the database cannot be turned into working links.
 */
export const quoteAccessLinks = pgTable(
  'quote_access_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quote_access_links_expires_idx').on(table.expiresAt)],
);

/**
 * Staff added in the console (built-in identity), by e-mail in lower case. `STAFF_EMAILS`
 * staff are not rows here: the configuration names them, and the console cannot remove them.
 */
export const staffMembers = pgTable('staff_members', {
  email: text('email').primaryKey(),
  addedBy: text('added_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The proof the server draws from a quote's artwork on submission (lib/proofs), one per quote:
 * pending until the render job has drawn it, then ready (its PDF and PNG in the artwork store)
 * or failed with a reason staff read. `claimedUntil` is the render's lease: a render cut off by
 * a crash frees its row when the lease ends, and the job draws it again.
 */
export const automaticProofs = pgTable(
  'automatic_proofs',
  {
    quoteId: uuid('quote_id')
      .primaryKey()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    /** Why the last render failed, in words staff can act on. */
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The proof version the PDF names (the quote's next proof when it was drawn). */
    version: integer('version'),
    fileRef: text('file_ref'),
    previewRef: text('preview_ref'),
    sha256: text('sha256'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('automatic_proofs_state_idx').on(table.state)],
);
