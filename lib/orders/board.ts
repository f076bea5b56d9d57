import 'server-only';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDatabase, outerColumn, tables, type Database } from '@/lib/db/server';
import { excessRefundSql, paymentStatusSql } from '@/lib/payments/server';
import type { ExcessRefundState, PaymentStatus } from '@/lib/payments';
import type { PreflightStatus } from '@/lib/artwork-preflight';
import { quoteSearchCondition } from './inbox';
import { OPEN_STAGES, type OrderStage } from './stages';

/** Cards shown in one column of the board; the rest are a click away in the list view. */
export const BOARD_COLUMN_SIZE = 20;

/**
 * An unsearched column's count stops here ("999+"): counting every open quote of a large shop
 * would walk hundreds of thousands of index entries on each visit, and past this many the exact
 * figure changes nothing about the day's work.
 */
const BOARD_COUNT_CAP = 999;

const BOARD_SORTS = ['due', 'newest'] as const;

export const boardQuerySchema = z.object({
  sort: z.enum(BOARD_SORTS).catch('due'),
  search: z.string().max(200).optional().catch(undefined),
});

export type BoardQuery = z.infer<typeof boardQuerySchema>;

const quotes = tables.quotes;
const companies = tables.companies;

/**
 * A company account's quote (lib/companies) shows the account's name; any other, the company
 * the customer typed in the wizard, if any.
 */
const companyNameSql = () =>
  sql<
    string | null
  >`coalesce((select ${companies.name} from ${companies} where ${companies.id} = ${outerColumn(quotes.companyId)}), ${quotes.companyName})`;

/** What a card shows of a quote. */
function cardColumns() {
  return {
    id: quotes.id,
    number: quotes.number,
    status: quotes.status,
    contactName: quotes.contactName,
    companyName: companyNameSql().as('company_name'),
    product: quotes.product,
    quantity: quotes.quantity,
    readyBy: quotes.readyBy,
    createdAt: quotes.createdAt,
    paymentStatus: paymentStatusSql().as('payment_status'),
    excessRefund: excessRefundSql().as('excess_refund'),
    preflightStatus: sql<PreflightStatus | null>`${quotes.artworkPreflight}->>'status'`.as(
      'preflight_status',
    ),
    hasArtwork: sql<boolean>`${quotes.uploadedFileUrl} is not null`.as('has_artwork'),
  };
}

type CardFields = ReturnType<typeof cardColumns>;

/** A card's fields of a subquery that selected them (and more): selected as one object. */
function cardOf<Source extends Record<keyof CardFields, unknown>>(source: Source) {
  const keys = Object.keys(cardColumns()) as (keyof CardFields)[];
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<Source, keyof CardFields>;
}

export type BoardCard = {
  id: string;
  number: string;
  status: OrderStage;
  contactName: string;
  companyName: string | null;
  product: string;
  quantity: number;
  readyBy: string | null;
  createdAt: Date;
  paymentStatus: PaymentStatus;
  /** Set when a card payment arrived for more than was due: how its automatic refund stands. */
  excessRefund: ExcessRefundState | null;
  preflightStatus: PreflightStatus | null;
  hasArtwork: boolean;
};

export type BoardColumn = { stage: OrderStage; count: number; overCap: boolean; cards: BoardCard[] };

/** The order of a column's cards: soonest ready-by first (orders not yet approved have none and follow, oldest first), or newest first. */
function cardOrder(sort: BoardQuery['sort']) {
  return sort === 'newest'
    ? [desc(quotes.createdAt), desc(quotes.id)]
    : [asc(quotes.readyBy), asc(quotes.createdAt), asc(quotes.id)];
}

/**
 * The whole board in one statement, unexecuted: a row per card (a column's first
 * BOARD_COLUMN_SIZE) carrying its column's count, and a row with no card for an empty column.
 *
 * Unsearched, each open stage is a LATERAL walk of the board index, (status, ready_by, …) or
 * (status, created_at, …), stopping at the column's last card, and its count stops past
 * BOARD_COUNT_CAP. Searched, the matches are read once on the open quotes' search indexes
 * (tables.quoteIsOpen) and numbered and counted per stage by window functions: a search
 * matches few open quotes, and walking the board index once per column for them would filter
 * most of the open quotes.
 * @public (`npm run bench -- --inbox` times and explains it)
 */
export function boardStatement(db: Database, query: BoardQuery) {
  const order = cardOrder(query.sort);
  if (query.search) {
    // Numbered on the matches' bare columns, so a card's payment status is worked out for the
    // cards shown, not for every match.
    const matches = db
      .select({
        id: quotes.id,
        count: sql<number>`count(*) over (partition by ${quotes.status})`.mapWith(Number).as('count'),
        position:
          sql<number>`row_number() over (partition by ${quotes.status} order by ${sql.join(order, sql`, `)})`.as(
            'position',
          ),
      })
      .from(quotes)
      .where(and(tables.quoteIsOpen(quotes.status), quoteSearchCondition(query.search)))
      .as('matches');
    return db
      .select({ stage: quotes.status, count: matches.count, card: cardColumns() })
      .from(matches)
      .innerJoin(quotes, eq(quotes.id, matches.id))
      .where(lte(matches.position, BOARD_COLUMN_SIZE))
      .orderBy(quotes.status, matches.position);
  }
  const stages = sql.join(
    OPEN_STAGES.map((stage) => sql`${stage}`),
    sql`, `,
  );
  const cards = db
    .select({
      ...cardColumns(),
      position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('position'),
    })
    .from(quotes)
    .where(sql`${quotes.status} = board.stage`)
    .orderBy(...order)
    .limit(BOARD_COLUMN_SIZE)
    .as('card');
  // In the FROM list, so it is counted once per column, not once per card.
  const counted = db
    .select({ count: sql<number>`count(*)::int`.as('count') })
    .from(
      db
        .select({ one: sql`1`.as('one') })
        .from(quotes)
        .where(sql`${quotes.status} = board.stage`)
        .limit(BOARD_COUNT_CAP + 1)
        .as('capped'),
    )
    .as('counted');
  return db
    .select({ stage: sql<OrderStage>`board.stage`, count: counted.count, card: cardOf(cards) })
    .from(sql`unnest(array[${stages}]::text[]) with ordinality as board(stage, place)`)
    .crossJoinLateral(counted)
    .leftJoinLateral(cards, sql`true`)
    .orderBy(sql`board.place`, cards.position);
}

/** The board: a column per open stage, its count and its first cards. */
export async function loadBoard(query: BoardQuery): Promise<BoardColumn[]> {
  const { db } = await getDatabase();
  const rows = await boardStatement(db, query);
  return OPEN_STAGES.map((stage) => {
    const own = rows.filter((row) => row.stage === stage);
    const count = own[0]?.count ?? 0;
    return {
      stage,
      count: Math.min(count, BOARD_COUNT_CAP),
      overCap: count > BOARD_COUNT_CAP,
      cards: own.flatMap(({ card }) => (card ? [card] : [])),
    };
  });
}
