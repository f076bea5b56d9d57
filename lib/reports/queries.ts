import 'server-only';
import { and, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@/lib/constants';
import { getDatabase, tables, type Database } from '@/lib/db';
import { paymentStatusSql } from '@/lib/payments';
import { weeksOf, type Period } from './period';

/*
 * The shop's numbers for a period of its calendar days (issue 35 §4), every day and week in
 * shop time. Each query reads only the period's rows through an index on their time: quotes
 * by created_at, payments by created_at, stage events by (to_stage, created_at).
 */

const quotes = tables.quotes;
const events = tables.quoteEvents;
const payments = tables.payments;
const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);
// The outer quote's id, qualified by hand: drizzle writes a selected field's columns bare
// ("id"), which inside a subquery would name the subquery's own table's id.
const quoteId = sql`${quotes}.${sql.identifier(quotes.id.name)}`;

/** The instant a shop day starts. */
const dayStart = (day: string) => sql`((${day}::date)::timestamp at time zone ${zone})`;
/** The instant after the period's last day ends. */
const dayAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${zone})`;

type Instant = AnyColumn | SQL.Aliased;

function within(column: Instant, period: Period): SQL {
  return sql`${column} >= ${dayStart(period.from)} and ${column} < ${dayAfter(period.to)}`;
}

/** The Monday (YYYY-MM-DD) of the shop week an instant falls in. */
const weekOf = (column: Instant) =>
  sql<string>`to_char(date_trunc('week', ${column} at time zone ${zone}), 'YYYY-MM-DD')`;

const count = () => sql<number>`count(*)`.mapWith(Number);

/**
 * The period's first approvals (a quote approved again after a new proof counts once, when
 * first approved), as a subquery: the period's approvals on (to_stage, created_at), each
 * checked for an earlier one on the quote's own (quote_id, created_at).
 */
function firstApprovals(db: Database, period: Period) {
  return db
    .select({ quoteId: events.quoteId, at: sql<Date>`${events.createdAt}`.as('at') })
    .from(events)
    .where(
      and(
        eq(events.kind, 'stage'),
        eq(events.toStage, 'approved'),
        within(events.createdAt, period),
        sql`not exists (select 1 from ${events} earlier where earlier.quote_id = ${events}.quote_id and earlier.kind = 'stage' and earlier.to_stage = 'approved' and earlier.created_at < ${events}.created_at)`,
      ),
    );
}

export type WeekRow = { week: string; quotes: number; orders: number; revenueCents: number };

/**
 * Per week: quotes received, orders (quotes whose proof was first approved that week), and
 * revenue (payments that came in less refunds that went out, by the day the money moved).
 */
export async function weeklyFigures(period: Period): Promise<WeekRow[]> {
  const { db } = await getDatabase();
  const approved = firstApprovals(db, period).as('approved');
  const [received, ordered, money] = await Promise.all([
    db
      .select({ week: weekOf(quotes.createdAt), value: count() })
      .from(quotes)
      .where(within(quotes.createdAt, period))
      .groupBy(sql`1`),
    db
      .select({ week: weekOf(approved.at), value: count() })
      .from(approved)
      .groupBy(sql`1`),
    db
      .select({
        week: weekOf(payments.createdAt),
        value:
          sql<number>`coalesce(sum(case when ${payments.kind} = 'refund' then -${payments.amountCents} else ${payments.amountCents} end), 0)`.mapWith(
            Number,
          ),
      })
      .from(payments)
      .where(and(eq(payments.status, 'succeeded'), within(payments.createdAt, period)))
      .groupBy(sql`1`),
  ]);
  const valueOf = (rows: { week: string; value: number }[], week: string) =>
    rows.find((row) => row.week === week)?.value ?? 0;
  return weeksOf(period).map((week) => ({
    week,
    quotes: valueOf(received, week),
    orders: valueOf(ordered, week),
    revenueCents: valueOf(money, week),
  }));
}

export type ConversionRow = { week: string; quotes: number; paid: number };

/** Per week of the quote's arrival: quotes received, and how many of them are paid in full now. */
export async function conversionFigures(period: Period): Promise<ConversionRow[]> {
  const { db } = await getDatabase();
  const paidCents = sql`coalesce((select sum(p.amount_cents) from ${payments} p where p.quote_id = ${quoteId} and p.kind = 'payment' and p.status = 'succeeded'), 0)`;
  const rows = await db
    .select({
      week: weekOf(quotes.createdAt),
      quotes: count(),
      paid: sql<number>`count(*) filter (where ${quotes.totalCents} > 0 and ${paidCents} >= ${quotes.totalCents})`.mapWith(
        Number,
      ),
    })
    .from(quotes)
    .where(within(quotes.createdAt, period))
    .groupBy(sql`1`);
  return weeksOf(period).map((week) => rows.find((row) => row.week === week) ?? { week, quotes: 0, paid: 0 });
}

export type TurnaroundRow = {
  measure: 'first_proof' | 'approval' | 'hand_over';
  orders: number;
  averageSeconds: number | null;
};

/** For quotes received in the period: the average time from the quote to its first proof, its approval, its hand-over. */
export async function turnaroundFigures(period: Period): Promise<TurnaroundRow[]> {
  const { db } = await getDatabase();
  const firstAt = (condition: SQL) =>
    sql`(select min(e.created_at) from ${events} e where e.quote_id = ${quoteId} and e.kind = 'stage' and ${condition})`;
  const firstProof = sql`(select min(pr.created_at) from ${tables.proofs} pr where pr.quote_id = ${quoteId})`;
  const approvedAt = firstAt(sql`e.to_stage = 'approved'`);
  // Handed over: shipped, ready for pickup, or delivered (drop-off), whichever came first.
  const handedAt = firstAt(sql`e.to_stage in ('shipped', 'ready_for_pickup', 'delivered')`);
  // Each quote's moments once, in a subquery: the averages and counts below read them, rather
  // than each running the lookups again.
  const timeline = db
    .select({
      createdAt: quotes.createdAt,
      firstProof: firstProof.as('first_proof'),
      approvedAt: approvedAt.as('approved_at'),
      handedAt: handedAt.as('handed_at'),
    })
    .from(quotes)
    .where(within(quotes.createdAt, period))
    .as('timeline');
  const seconds = (at: SQL.Aliased) =>
    sql<number | null>`avg(extract(epoch from ${at} - ${timeline.createdAt}))`.mapWith((value) =>
      value === null ? null : Number(value),
    );
  const reached = (at: SQL.Aliased) => sql<number>`count(${at})`.mapWith(Number);
  const [row] = await db
    .select({
      proofOrders: reached(timeline.firstProof),
      proofSeconds: seconds(timeline.firstProof),
      approvalOrders: reached(timeline.approvedAt),
      approvalSeconds: seconds(timeline.approvedAt),
      handOverOrders: reached(timeline.handedAt),
      handOverSeconds: seconds(timeline.handedAt),
    })
    .from(timeline);
  return [
    { measure: 'first_proof', orders: row?.proofOrders ?? 0, averageSeconds: row?.proofSeconds ?? null },
    { measure: 'approval', orders: row?.approvalOrders ?? 0, averageSeconds: row?.approvalSeconds ?? null },
    { measure: 'hand_over', orders: row?.handOverOrders ?? 0, averageSeconds: row?.handOverSeconds ?? null },
  ];
}

export type ProofRoundsRow = { rounds: number; orders: number };

/** For orders received in the period (quotes that reached approval): how many proofs each took. */
export async function proofRoundFigures(period: Period): Promise<ProofRoundsRow[]> {
  const { db } = await getDatabase();
  const rounds = sql<number>`(select count(*) from ${tables.proofs} pr where pr.quote_id = ${quoteId})`;
  const isOrder = sql`exists (select 1 from ${events} e where e.quote_id = ${quoteId} and e.kind = 'stage' and e.to_stage = 'approved')`;
  const rows = await db
    .select({ rounds: rounds.mapWith(Number), orders: count() })
    .from(quotes)
    .where(and(within(quotes.createdAt, period), isOrder))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows;
}

export type ProductRow = { product: string; quotes: number; orders: number; orderValueCents: number };

/** Products by orders (then quotes) among quotes received in the period, the ten first. */
export async function topProductFigures(period: Period, limit = 10): Promise<ProductRow[]> {
  const { db } = await getDatabase();
  const isOrder = sql`exists (select 1 from ${events} e where e.quote_id = ${quoteId} and e.kind = 'stage' and e.to_stage = 'approved')`;
  const orders = sql<number>`count(*) filter (where ${isOrder})`.mapWith(Number);
  return db
    .select({
      product: quotes.product,
      quotes: count(),
      orders,
      orderValueCents: sql<number>`coalesce(sum(${quotes.totalCents}) filter (where ${isOrder}), 0)`.mapWith(
        Number,
      ),
    })
    .from(quotes)
    .where(within(quotes.createdAt, period))
    .groupBy(quotes.product)
    .orderBy(desc(orders), desc(count()), quotes.product)
    .limit(limit);
}

const shopTime = (column: Instant) =>
  sql<string>`to_char(${column} at time zone ${zone}, 'YYYY-MM-DD HH24:MI')`;

/** Every quote received in the period, oldest first, for the quotes export. */
export async function quotesReceived(period: Period) {
  const { db } = await getDatabase();
  return db
    .select({
      number: quotes.number,
      receivedAt: shopTime(quotes.createdAt),
      name: quotes.contactName,
      email: quotes.contactEmail,
      phone: quotes.contactPhone,
      company: quotes.companyName,
      product: quotes.product,
      productOption: quotes.productOption,
      quantity: quotes.quantity,
      stage: quotes.status,
      totalCents: quotes.totalCents,
      paymentStatus: paymentStatusSql(),
    })
    .from(quotes)
    .where(within(quotes.createdAt, period))
    .orderBy(quotes.createdAt, quotes.id);
}

/** Every order whose proof was first approved in the period, oldest approval first, for the orders export. */
export async function ordersApproved(period: Period) {
  const { db } = await getDatabase();
  const approved = firstApprovals(db, period).as('approved');
  const paidCents = sql<number>`coalesce((select sum(case when p.kind = 'refund' then -p.amount_cents else p.amount_cents end) from ${payments} p where p.quote_id = ${quoteId} and p.status = 'succeeded'), 0)`;
  return db
    .select({
      number: quotes.number,
      approvedAt: shopTime(approved.at),
      name: quotes.contactName,
      email: quotes.contactEmail,
      company: quotes.companyName,
      product: quotes.product,
      quantity: quotes.quantity,
      stage: quotes.status,
      totalCents: quotes.totalCents,
      paidCents: paidCents.mapWith(Number),
    })
    .from(approved)
    .innerJoin(quotes, eq(quotes.id, approved.quoteId))
    .orderBy(approved.at, quotes.id);
}
