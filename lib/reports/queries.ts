import 'server-only';
import { and, desc, eq, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@/lib/constants';
import { getDatabase, outerColumn, tables } from '@/lib/db/server';
import { paymentStatusSql } from '@/lib/payments/server';
import { weeksOf, type Period } from './period';

/*
 * The shop's numbers for a period of its calendar days (issue 35 §4), every day and week in
 * shop time. Each query reads only the period's rows through an index on their time: quotes
 * by created_at (quotes_reports_idx carries every column the figures count, so a year is read
 * from the index alone), orders by their first approval (quotes_approved_idx), payments by
 * created_at (payments_period_idx, likewise covering). When an order first reached each moment
 * is kept on the quote (lib/orders moveStage), so no figure looks a quote up in its events or
 * proofs.
 */

const quotes = tables.quotes;
const payments = tables.payments;
const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** The instant a shop day starts. */
const dayStart = (day: string) => sql`((${day}::date)::timestamp at time zone ${zone})`;
/** The instant after the period's last day ends. */
const dayAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${zone})`;

type Instant = AnyColumn | SQL.Aliased;

function within(column: Instant, period: Period): SQL {
  return sql`${column} >= ${dayStart(period.from)} and ${column} < ${dayAfter(period.to)}`;
}

/**
 * The shop week an instant falls in, as its place in `weeksOf(period)` (0 the first): a binary
 * search of the weeks' starting instants, worked out once per statement. Converting each
 * instant to shop time and formatting its week instead cost three times the rows' reading.
 */
function weekIndex(column: Instant, period: Period) {
  const mondays = `{${weeksOf(period).join(',')}}`;
  return sql<number>`width_bucket(${column}, array(select (monday::timestamp at time zone ${zone}) from unnest(${mondays}::date[]) as monday order by monday)) - 1`.mapWith(
    Number,
  );
}

/** The row of `rows` for the week at `index` of the period (see `weekIndex`), if any. */
const inWeek = <Row extends { week: number }>(rows: Row[], index: number) =>
  rows.find((row) => row.week === index);

const count = () => sql<number>`count(*)`.mapWith(Number);

export type WeekRow = { week: string; quotes: number; orders: number; revenueCents: number };

/**
 * Per week: quotes received, orders (quotes whose proof was first approved that week), and
 * revenue (payments that came in less refunds that went out, by the day the money moved).
 */
export async function weeklyFigures(period: Period): Promise<WeekRow[]> {
  const { db } = await getDatabase();
  const [received, ordered, money] = await Promise.all([
    db
      .select({ week: weekIndex(quotes.createdAt, period), value: count() })
      .from(quotes)
      .where(within(quotes.createdAt, period))
      .groupBy(sql`1`),
    db
      .select({ week: weekIndex(quotes.approvedAt, period), value: count() })
      .from(quotes)
      .where(within(quotes.approvedAt, period))
      .groupBy(sql`1`),
    db
      .select({
        week: weekIndex(payments.createdAt, period),
        value:
          sql<number>`coalesce(sum(case when ${payments.kind} = 'refund' then -${payments.amountCents} else ${payments.amountCents} end), 0)`.mapWith(
            Number,
          ),
      })
      .from(payments)
      .where(and(eq(payments.status, 'succeeded'), within(payments.createdAt, period)))
      .groupBy(sql`1`),
  ]);
  return weeksOf(period).map((week, index) => ({
    week,
    quotes: inWeek(received, index)?.value ?? 0,
    orders: inWeek(ordered, index)?.value ?? 0,
    revenueCents: inWeek(money, index)?.value ?? 0,
  }));
}

export type ConversionRow = { week: string; quotes: number; paid: number };

/** Per week of the quote's arrival: quotes received, and how many of them have been paid in full. */
export async function conversionFigures(period: Period): Promise<ConversionRow[]> {
  const { db } = await getDatabase();
  const rows = await db
    .select({
      week: weekIndex(quotes.createdAt, period),
      quotes: count(),
      paid: sql<number>`count(${quotes.paidAt})`.mapWith(Number),
    })
    .from(quotes)
    .where(within(quotes.createdAt, period))
    .groupBy(sql`1`);
  return weeksOf(period).map((week, index) => {
    const row = inWeek(rows, index);
    return { week, quotes: row?.quotes ?? 0, paid: row?.paid ?? 0 };
  });
}

export type TurnaroundRow = {
  measure: 'first_proof' | 'approval' | 'hand_over';
  orders: number;
  averageSeconds: number | null;
};

/** For quotes received in the period: the average time from the quote to its first proof, its approval, its hand-over. */
export async function turnaroundFigures(period: Period): Promise<TurnaroundRow[]> {
  const { db } = await getDatabase();
  const seconds = (at: AnyColumn) =>
    sql<number | null>`avg(extract(epoch from ${at} - ${quotes.createdAt}))`.mapWith((value) =>
      value === null ? null : Number(value),
    );
  const reached = (at: AnyColumn) => sql<number>`count(${at})`.mapWith(Number);
  const [row] = await db
    .select({
      proofOrders: reached(quotes.firstProofAt),
      proofSeconds: seconds(quotes.firstProofAt),
      approvalOrders: reached(quotes.approvedAt),
      approvalSeconds: seconds(quotes.approvedAt),
      handOverOrders: reached(quotes.handedOverAt),
      handOverSeconds: seconds(quotes.handedOverAt),
    })
    .from(quotes)
    .where(within(quotes.createdAt, period));
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
  return db
    .select({ rounds: quotes.proofRounds, orders: count() })
    .from(quotes)
    .where(and(within(quotes.createdAt, period), isNotNull(quotes.approvedAt)))
    .groupBy(quotes.proofRounds)
    .orderBy(quotes.proofRounds);
}

export type ProductRow = { product: string; quotes: number; orders: number; orderValueCents: number };

/** Products by orders (then quotes) among quotes received in the period, the ten first. */
export async function topProductFigures(period: Period, limit = 10): Promise<ProductRow[]> {
  const { db } = await getDatabase();
  const isOrder = isNotNull(quotes.approvedAt);
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
  const paidCents = sql<number>`coalesce((select sum(case when p.kind = 'refund' then -p.amount_cents else p.amount_cents end) from ${payments} p where p.quote_id = ${outerColumn(quotes.id)} and p.status = 'succeeded'), 0)`;
  return db
    .select({
      number: quotes.number,
      approvedAt: shopTime(quotes.approvedAt),
      name: quotes.contactName,
      email: quotes.contactEmail,
      company: quotes.companyName,
      product: quotes.product,
      quantity: quotes.quantity,
      stage: quotes.status,
      totalCents: quotes.totalCents,
      paidCents: paidCents.mapWith(Number),
    })
    .from(quotes)
    .where(within(quotes.approvedAt, period))
    .orderBy(quotes.approvedAt, quotes.id);
}
