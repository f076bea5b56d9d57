import {
  type AnyPgColumn,
  bigint,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { FINAL_STAGES, ORDER_STAGES } from '../../orders/stage-names';
import type { Preflight } from '@/lib/artwork-preflight';
import { companies } from './companies';

/** PostgreSQL's text-search document type (drizzle has no column builder for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A quote still being worked (not in a final stage), with the stages written as literals: a
 * statement that says so in these words can use the open quotes' partial indexes below, which
 * a bound parameter would hide from the planner.
 */
export const quoteIsOpen = (status: AnyPgColumn) =>
  sql`${status} not in (${sql.raw(FINAL_STAGES.map((stage) => `'${stage}'`).join(', '))})`;

/** Submitted quotes (order requests): every form field, the server's own price, and who sent it. */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull(),
    // Whose key it is (`user:<id>` signed in, else `email:<contact e-mail>`): one visitor's
    // key never answers with, or reveals, another visitor's quote.
    idempotencyScope: text('idempotency_scope').notNull().default(''),
    // SHA-256 of the validated request (canonical JSON): a key reused for a different
    // request is refused instead of answered with the first quote. Null for older rows.
    requestHash: text('request_hash'),
    userId: text('user_id'),
    // The company (lib/companies) the signed-in sender belonged to when they sent it: its
    // members see the quote, its owners and approvers answer the proof and pay.
    companyId: uuid('company_id').references(() => companies.id),
    // Proxy mode: the quote went to the upstream product API, which answered this (and may
    // have named it with its own reference, which the customer then sees).
    upstreamReference: text('upstream_reference'),
    upstreamAnswer: jsonb('upstream_answer'),
    // The order stage (lib/orders/stages.ts); every change is also a row in quote_events.
    status: text('status', { enum: ORDER_STAGES }).notNull().default('received'),
    // Set when staff mark the order shipped; shown to the customer with the stage.
    shippingCarrier: text('shipping_carrier'),
    trackingNumber: text('tracking_number'),
    product: text('product').notNull(),
    productOption: text('product_option').notNull(),
    embossingOption: text('embossing_option').notNull(),
    finishOption: text('finish_option').notNull(),
    // The material id the option offers (it picks the price line); null on sticker quotes stored before stickers had one.
    material: text('material'),
    // A die-cut's white border past its design in inches (one of artworkGuidance.dieCutBorders),
    // as the customer chose it in the wizard's preview; null for every other shape.
    cutBorderIn: doublePrecision('cut_border_in'),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    quantity: integer('quantity').notNull(),
    // The list price the server computed; the customer owes it minus `discountCents`.
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    // The promotion code the quote used (lib/promotions), as it was when the quote was stored.
    promotionId: uuid('promotion_id'),
    promotionCode: text('promotion_code'),
    promotionPercent: integer('promotion_percent'),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    // Set when staff revised the price before approval (lib/orders revisePrice): the price
    // table's price it replaced, why, by whom and when. `priceCents` is then the revised price.
    tablePriceCents: bigint('table_price_cents', { mode: 'number' }),
    priceRevisionReason: text('price_revision_reason'),
    priceRevisedBy: text('price_revised_by'),
    priceRevisedAt: timestamp('price_revised_at', { withTimezone: true }),
    // The sale's tax (lib/tax): the state it is taxed in, the shop's rate there in parts per
    // million, the amount, or the buyer's exemption that waived it.
    taxState: text('tax_state'),
    taxRatePpm: integer('tax_rate_ppm').notNull().default(0),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
    taxExemptReason: text('tax_exempt_reason'),
    // What the customer owes: list price less the discount plus the tax (lib/tax orderTotals).
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    // Business buyers (issue 30 §3): printed on every document of the order.
    companyName: text('company_name'),
    poNumber: text('po_number'),
    // Set when the proof was approved on terms (lib/payments/terms): the invoice's due date
    // (shop time) and the account's net days then. Decided once, so later changes to the
    // account's terms never move it; production may start before payment.
    termsDueOn: date('terms_due_on', { mode: 'string' }),
    termsNetDays: integer('terms_net_days'),
    // The day (shop time) the order must be printed by (lib/schedule shopReadyBy), set when the
    // proof is approved: the console's board sorts by it and marks rush and overdue orders.
    readyBy: date('ready_by', { mode: 'string' }),
    // When the order first reached each moment the console's reports measure (lib/orders
    // moveStage and the proof it sends keep them; a second approval or shipment moves none),
    // and how many proofs it took: the reports read a year of quotes from these columns alone,
    // where looking each one up in quote_events and proofs took seconds at a million quotes.
    firstProofAt: timestamp('first_proof_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    // When a succeeded payment first left nothing to pay (lib/payments notePaidInFull).
    paidAt: timestamp('paid_at', { withTimezone: true }),
    proofRounds: integer('proof_rounds').notNull().default(0),
    uploadOption: text('upload_option').notNull(),
    fulfillmentMethod: text('fulfillment_method').notNull(),
    uploadedFileUrl: text('uploaded_file_url'),
    // SHA-256 (hex) of the random token in the shop e-mail's artwork link; the token itself is
    // never stored, so a copy of the database cannot be turned into working links.
    artworkTokenHash: text('artwork_token_hash'),
    // The server's check of the artwork for this size (resolution, PDF page size), for staff.
    artworkPreflight: jsonb('artwork_preflight').$type<Preflight>(),
    shippingAddress1: text('shipping_address1'),
    shippingAddress2: text('shipping_address2'),
    shippingCity: text('shipping_city'),
    shippingState: text('shipping_state'),
    shippingPostalCode: text('shipping_postal_code'),
    shippingCountry: text('shipping_country'),
    // The words of the contact name, kept by PostgreSQL on every write, for the console's
    // search: matching rows are checked without computing to_tsvector for each.
    contactNameWords: tsvector('contact_name_words').generatedAlwaysAs(
      sql`to_tsvector('simple', "contact_name")`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('quotes_idempotency_idx').on(table.idempotencyScope, table.idempotencyKey),
    index('quotes_user_id_idx').on(table.userId),
    index('quotes_company_idx')
      .on(table.companyId, table.createdAt)
      .where(sql`${table.companyId} is not null`),
    // The console's inbox: newest first by (created_at, id) keyset, all or one stage; search by
    // number prefix, e-mail prefix (also the customer's own list, by equality) and name words.
    // Plain btree and GIN only: they work the same on PGlite and PostgreSQL. Ascending, read
    // backwards for newest first.
    index('quotes_contact_email_idx').on(sql`lower(${table.contactEmail}) text_pattern_ops`),
    index('quotes_inbox_idx').on(table.createdAt, table.id),
    index('quotes_inbox_status_idx').on(table.status, table.createdAt, table.id),
    // The console's board: a column per stage, soonest ready-by first (nulls, not yet
    // approved, last, oldest first).
    index('quotes_board_idx').on(table.status, table.readyBy, table.createdAt, table.id),
    index('quotes_number_prefix_idx').on(sql`${table.number} text_pattern_ops`),
    index('quotes_contact_name_words_idx').using('gin', table.contactNameWords),
    // The board's search reads open quotes only: their own name and e-mail indexes, so a common
    // surname fetches the few open quotes it matches, not every closed one of years past.
    index('quotes_open_name_words_idx').using('gin', table.contactNameWords).where(quoteIsOpen(table.status)),
    index('quotes_open_contact_email_idx')
      .on(sql`lower(${table.contactEmail}) text_pattern_ops`)
      .where(quoteIsOpen(table.status)),
    uniqueIndex('quotes_artwork_token_hash_idx').on(table.artworkTokenHash),
    // The reports (lib/reports): a period's quotes by arrival with every column they count, so
    // a year is read from this index alone; and the orders by their first approval.
    index('quotes_reports_idx').on(
      table.createdAt,
      table.approvedAt,
      table.firstProofAt,
      table.handedOverAt,
      table.paidAt,
      table.proofRounds,
      table.totalCents,
      table.product,
    ),
    index('quotes_approved_idx')
      .on(table.approvedAt)
      .where(sql`${table.approvedAt} is not null`),
    // The console's open invoices and an account's open balance: only orders sold on terms.
    index('quotes_terms_due_idx')
      .on(table.termsDueOn)
      .where(sql`${table.termsDueOn} is not null`),
  ],
);
