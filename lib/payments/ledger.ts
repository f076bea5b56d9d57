import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@/lib/constants';
import { getDatabase, outerColumn, tables, type Database, type Transaction } from '@/lib/db/server';
import { dueCents, orderTotalCents, type Ledger } from './amounts';
import type { ExcessRefundState, PaymentStatus } from './methods';

type Reader = Database | Transaction;
const payments = tables.payments;

/** The sums of a quote's payments rows that make its `Ledger`, as the columns of a select on payments. */
const ledgerSums = {
  paid: sql<string>`coalesce(sum(${payments.amountCents}) filter (where ${payments.kind} = 'payment' and ${payments.status} = 'succeeded'), 0)`,
  refunded: sql<string>`coalesce(sum(${payments.amountCents}) filter (where ${payments.kind} = 'refund' and ${payments.status} <> 'failed'), 0)`,
  processing: sql<boolean>`coalesce(bool_or(${payments.kind} = 'payment' and ${payments.status} = 'pending'), false)`,
};

/** Sums of one quote's payments rows (see `Ledger`). */
export async function ledgerOf(db: Reader, quoteId: string): Promise<Ledger> {
  const [row] = await db.select(ledgerSums).from(payments).where(eq(payments.quoteId, quoteId));
  return {
    paidCents: Number(row?.paid ?? 0),
    refundedCents: Number(row?.refunded ?? 0),
    processing: row?.processing === true,
  };
}

/**
 * What the customer still owes on `quote`: the order total less what was paid. The one
 * source of every amount charged (Checkout, payments by hand) and of production's gate.
 */
export async function amountDueCents(
  quote: { id: string; totalCents: number },
  db?: Reader,
): Promise<number> {
  const ledger = await ledgerOf(db ?? (await getDatabase()).db, quote.id);
  return dueCents(orderTotalCents(quote), ledger);
}

/**
 * After a payment succeeded (with the quote locked): when nothing is left to pay, the quote is
 * marked paid in full, the first time only (its paidAt: the reports' conversion counts it).
 */
export async function notePaidInFull(
  tx: Transaction,
  quote: { id: string; totalCents: number },
): Promise<void> {
  const ledger = await ledgerOf(tx, quote.id);
  if (ledger.paidCents === 0 || dueCents(orderTotalCents(quote), ledger) > 0) return;
  const quotes = tables.quotes;
  await tx
    .update(quotes)
    .set({ paidAt: sql`coalesce(${quotes.paidAt}, now())` })
    .where(eq(quotes.id, quote.id));
}

/** `shopDay(now)` (./terms-rules) in SQL: the shop's calendar day, as due dates count. */
const shopTodaySql = sql.raw(`(now() at time zone '${SHOP_TIME_ZONE}')::date`);

/**
 * `paymentStatusOf` (./amounts) in SQL, for each quote row of a statement on `quotes` (the
 * console's inbox, board, customer pages and exports).
 *
 * One scalar subquery sums the quote's payments in a single probe of payments_quote_idx. Not
 * `exists (…)` beside separate sums: PostgreSQL may run such an `exists` as a hashed subplan
 * that reads every payment of the shop once per statement, which at a million quotes cost a
 * first inbox page 50 ms.
 */
export function paymentStatusSql(): SQL<PaymentStatus> {
  const quotes = tables.quotes;
  // `orderTotalCents` (./amounts) in SQL.
  const total = outerColumn(quotes.totalCents);
  const termsDueOn = outerColumn(quotes.termsDueOn);
  return sql<PaymentStatus>`(select case
    when ledger.refunded > 0 and ledger.refunded >= ledger.paid then 'refunded'
    when ledger.refunded > 0 then 'partly_refunded'
    when ledger.paid > 0 and ledger.paid >= ${total} then 'paid'
    when ledger.processing then 'processing'
    when ${outerColumn(quotes.status)} = 'cancelled' then 'unpaid'
    when ${termsDueOn} < ${shopTodaySql} then 'overdue'
    when ${termsDueOn} is not null then 'on_terms'
    else 'unpaid' end
    from (select ${ledgerSums.paid} as paid, ${ledgerSums.refunded} as refunded, ${ledgerSums.processing} as processing
      from ${payments} where ${payments.quoteId} = ${outerColumn(quotes.id)}) as ledger)`;
}

/** The worst state of the excess refunds in a select on payments, null when there is none. */
const excessStateOfRows = sql<ExcessRefundState | null>`case
  when bool_or(${payments.status} = 'failed') then 'failed'
  when bool_or(${payments.status} = 'pending') then 'pending'
  when count(*) > 0 then 'succeeded' end`;

const excessRefunds = (quoteId: SQL | string) =>
  and(eq(payments.quoteId, quoteId), eq(payments.kind, 'refund'), eq(payments.excess, true));

/**
 * How the automatic refund of a payment beyond what was due stands, for each quote row of a
 * statement on `quotes` (the board's flag): null for the orders (nearly all) paid only what was due.
 */
export function excessRefundSql(): SQL<ExcessRefundState | null> {
  return sql<ExcessRefundState | null>`(select ${excessStateOfRows} from ${payments} where ${excessRefunds(outerColumn(tables.quotes.id))})`;
}

/** The quote's money paid beyond what was due and refunded automatically, for its pages; undefined when none. */
export async function excessRefundOf(
  db: Reader,
  quoteId: string,
): Promise<{ cents: number; state: ExcessRefundState } | undefined> {
  const [row] = await db
    .select({ cents: sql<string | null>`sum(${payments.amountCents})`, state: excessStateOfRows })
    .from(payments)
    .where(excessRefunds(quoteId));
  return row?.state ? { cents: Number(row.cents), state: row.state } : undefined;
}

type PaymentRow = typeof tables.payments.$inferSelect;

/**
 * One quote's payments and refunds, oldest first, for the console's history; each succeeded
 * payment with what may still be refunded from it (refunds under way count as made).
 */
export async function paymentHistory(quoteId: string): Promise<(PaymentRow & { refundableCents: number })[]> {
  const { db } = await getDatabase();
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.quoteId, quoteId))
    .orderBy(payments.createdAt);
  return rows.map((row) => {
    if (row.kind !== 'payment' || row.status !== 'succeeded') return { ...row, refundableCents: 0 };
    const refunded = rows
      .filter((other) => other.refundOf === row.id && other.status !== 'failed')
      .reduce((sum, other) => sum + other.amountCents, 0);
    return { ...row, refundableCents: Math.max(0, row.amountCents - refunded) };
  });
}
