import 'server-only';
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDatabase, tables, type Database } from '@/lib/db';
import { paymentStatusSql } from '@/lib/payments';
import type { PaymentStatus } from '@/lib/payments/methods';
import type { PreflightStatus } from '@/lib/artwork-preflight';
import { quoteSearchCondition } from './inbox';
import { FINAL_STAGES, OPEN_STAGES, type OrderStage } from './stages';

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

/** What a card shows of a quote. */
function cardColumns() {
  return {
    id: quotes.id,
    number: quotes.number,
    status: quotes.status,
    contactName: quotes.contactName,
    companyName: quotes.companyName,
    product: quotes.product,
    quantity: quotes.quantity,
    readyBy: quotes.readyBy,
    createdAt: quotes.createdAt,
    paymentStatus: paymentStatusSql(),
    preflightStatus: sql<PreflightStatus | null>`${quotes.artworkPreflight}->>'status'`,
    hasArtwork: sql<boolean>`${quotes.uploadedFileUrl} is not null`,
  };
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
  preflightStatus: PreflightStatus | null;
  hasArtwork: boolean;
};

export type BoardColumn = { stage: OrderStage; count: number; overCap: boolean; cards: BoardCard[] };

/**
 * The cards of one column, unexecuted: soonest ready-by first (orders not yet approved have
 * none and follow, oldest first), or newest first; each on an index of (status, …).
 * @public (`npm run bench -- --inbox` times and explains it)
 */
export function boardColumnStatement(db: Database, stage: OrderStage, query: BoardQuery) {
  return db
    .select(cardColumns())
    .from(quotes)
    .where(and(eq(quotes.status, stage), query.search ? quoteSearchCondition(query.search) : undefined))
    .orderBy(
      ...(query.sort === 'newest'
        ? [desc(quotes.createdAt), desc(quotes.id)]
        : [asc(quotes.readyBy), asc(quotes.createdAt), asc(quotes.id)]),
    )
    .limit(BOARD_COLUMN_SIZE);
}

/**
 * Every column's count in one statement, unexecuted. Unsearched, each stops past
 * BOARD_COUNT_CAP. Searched, the matches are counted by stage in one pass over them: the
 * closed stages are left out by name so that PostgreSQL reads the search's index alone, not
 * also every open quote's entry in the stage index.
 * @public (`npm run bench -- --inbox` times and explains it)
 */
export function boardCountsStatement(db: Database, query: BoardQuery) {
  if (query.search) {
    return db
      .select({ stage: quotes.status, count: sql<number>`count(*)::int` })
      .from(quotes)
      .where(and(notInArray(quotes.status, [...FINAL_STAGES]), quoteSearchCondition(query.search)))
      .groupBy(quotes.status);
  }
  const stages = sql.join(
    OPEN_STAGES.map((stage) => sql`${stage}`),
    sql`, `,
  );
  return db
    .select({
      stage: sql<OrderStage>`board.stage`,
      count: sql<number>`(select count(*)::int from (select 1 from ${quotes} where ${quotes.status} = board.stage limit ${BOARD_COUNT_CAP + 1}) as counted)`,
    })
    .from(sql`unnest(array[${stages}]::text[]) as board(stage)`);
}

/** The board: a column per open stage, its count and its first cards. */
export async function loadBoard(query: BoardQuery): Promise<BoardColumn[]> {
  const { db } = await getDatabase();
  const [counts, ...cards] = await Promise.all([
    boardCountsStatement(db, query),
    ...OPEN_STAGES.map((stage) => boardColumnStatement(db, stage, query)),
  ]);
  return OPEN_STAGES.map((stage, index) => {
    const count = counts.find((row) => row.stage === stage)?.count ?? 0;
    return {
      stage,
      count: Math.min(count, BOARD_COUNT_CAP),
      overCap: count > BOARD_COUNT_CAP,
      cards: cards[index] ?? [],
    };
  });
}
