import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '../../payments/method-names';
import { quotes } from './quotes';

/**
 * Money that came in for a quote (kind payment) or went back (kind refund), in integer cents,
 * by card through Stripe or recorded by hand by staff. A refund names the payment it returns
 * money from. A refund through Stripe is written `pending` before Stripe is asked, so it
 * already counts against what is left to refund while the call runs (two staff refunding at
 * once cannot both pass); it becomes `succeeded` or `failed` with Stripe's answer. A refund
 * marked `excess` gives back, on the shop's own initiative, the part of a card payment that
 * arrived when less was due (the customer paid twice): staff see it flagged.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['payment', 'refund'] }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    /** The payment a refund returns money from. */
    refundOf: uuid('refund_of'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    stripeCheckoutSessionId: text('stripe_checkout_session_id'),
    stripeRefundId: text('stripe_refund_id'),
    /** What identifies a payment by hand: the transfer's reference, the check number. */
    reference: text('reference'),
    /** Why money went back (refunds). */
    reason: text('reason'),
    /** A refund of money that arrived when it was not due, made without staff. */
    excess: boolean('excess').notNull().default(false),
    /** Who recorded it, as the history shows it: a staff member, or Stripe. */
    recordedBy: text('recorded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ columns: [table.refundOf], foreignColumns: [table.id] }),
    index('payments_quote_idx').on(table.quoteId, table.createdAt),
    // The reports' revenue: money that moved in a period, read from this index alone (a year's
    // payments through the heap took the weekly report past its 300 ms at a million quotes).
    index('payments_period_idx').on(table.createdAt, table.status, table.kind, table.amountCents),
    // One payment per PaymentIntent and one refund per Stripe refund, however many webhooks
    // tell of it: the webhook's writes are upserts on these.
    uniqueIndex('payments_stripe_payment_intent_idx')
      .on(table.stripePaymentIntentId)
      .where(sql`${table.kind} = 'payment'`),
    uniqueIndex('payments_stripe_refund_idx').on(table.stripeRefundId),
  ],
);

/** Stripe events acted on, by Stripe's event id: each changes the shop's records at most once. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Checkout Sessions made for a quote, so a second "Pay now" for the same amount reopens the
 * session already made instead of starting another one, and so every session still open can be
 * expired at Stripe when what is due changes. `closedAt` is set once Stripe says it is no
 * longer open (expired by the shop, paid, or expired by time).
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    url: text('url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('checkout_sessions_quote_idx').on(table.quoteId, table.createdAt)],
);

/**
 * A card the customer saved on Stripe (Checkout in setup mode) to be charged when they approve
 * the proof: only Stripe's ids and what Stripe shows of the card (brand, last 4), never card
 * data. One per quote. `chargeFailure` is Stripe's code when the charge on approval did not go
 * through (declined, or the bank wants the customer present), so the page can say so.
 */
export const savedCards = pgTable('saved_cards', {
  quoteId: uuid('quote_id')
    .primaryKey()
    .references(() => quotes.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull(),
  stripePaymentMethodId: text('stripe_payment_method_id').notNull(),
  brand: text('brand'),
  last4: text('last4'),
  chargeFailure: text('charge_failure', { enum: ['card_declined', 'authentication_required'] }),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});
