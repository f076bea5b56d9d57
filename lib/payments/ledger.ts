import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@/lib/constants';
import { getDatabase, tables, type Database, type Transaction } from '@/lib/db';
import { dueCents, orderTotalCents, type Ledger } from './amounts';
import type { PaymentStatus } from './methods';

type Reader = Database | Transaction;
const payments = tables.payments;

/** Sums of one quote's payments rows (see `Ledger`). */
export async function ledgerOf(db: Reader, quoteId: string): Promise<Ledger> {
  const [row] = await db
    .select({
      paid: sql<string>`coalesce(sum(${payments.amountCents}) filter (where ${payments.kind} = 'payment' and ${payments.status} = 'succeeded'), 0)`,
      refunded: sql<string>`coalesce(sum(${payments.amountCents}) filter (where ${payments.kind} = 'refund' and ${payments.status} <> 'failed'), 0)`,
      processing: sql<boolean>`coalesce(bool_or(${payments.kind} = 'payment' and ${payments.status} = 'pending'), false)`,
    })
    .from(payments)
    .where(eq(payments.quoteId, quoteId));
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

/** `shopDay(now)` (./terms-rules) in SQL: the shop's calendar day, as due dates count. */
const shopTodaySql = sql.raw(`(now() at time zone '${SHOP_TIME_ZONE}')::date`);

/** `orderTotalCents` (./amounts) in SQL, for the quote row of the statement. */
const orderTotalSql = tables.quotes.totalCents;

/**
 * `paymentStatusOf` (./amounts) in SQL, for each quote row of a statement on `quotes` (the
 * console's inbox: its badge and its filter).
 */
export function paymentStatusSql(): SQL<PaymentStatus> {
  const quoteId = tables.quotes.id;
  const sum = (condition: SQL) =>
    sql`coalesce((select sum(p.amount_cents) from ${payments} p where p.quote_id = ${quoteId} and ${condition}), 0)`;
  const paid = sum(sql`p.kind = 'payment' and p.status = 'succeeded'`);
  const refunded = sum(sql`p.kind = 'refund' and p.status <> 'failed'`);
  const processing = sql`exists (select 1 from ${payments} p where p.quote_id = ${quoteId} and p.kind = 'payment' and p.status = 'pending')`;
  const termsDueOn = tables.quotes.termsDueOn;
  return sql<PaymentStatus>`(case
    when ${refunded} > 0 and ${refunded} >= ${paid} then 'refunded'
    when ${refunded} > 0 then 'partly_refunded'
    when ${paid} > 0 and ${paid} >= ${orderTotalSql} then 'paid'
    when ${processing} then 'processing'
    when ${tables.quotes.status} = 'cancelled' then 'unpaid'
    when ${termsDueOn} < ${shopTodaySql} then 'overdue'
    when ${termsDueOn} is not null then 'on_terms'
    else 'unpaid' end)`;
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
