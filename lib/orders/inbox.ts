import 'server-only';
import { and, asc, desc, eq, like, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDatabase, tables, type Database } from '@/lib/db/server';
import { paymentStatusSql } from '@/lib/payments/server';
import { PAYMENT_STATUSES, type PaymentStatus } from '@/lib/payments';
import { artworkStorage } from '@/lib/storage/server';
import { isOrderStage, type OrderStage } from './stages';

/** Rows on one page of the console's quote inbox. */
export const INBOX_PAGE_SIZE = 25;

type InboxRow = Pick<
  typeof tables.quotes.$inferSelect,
  | 'id'
  | 'number'
  | 'status'
  | 'contactName'
  | 'contactEmail'
  | 'product'
  | 'quantity'
  | 'totalCents'
  | 'createdAt'
> & { paymentStatus: PaymentStatus };

export type InboxQuery = { status?: OrderStage; payment?: PaymentStatus; search?: string; after?: string };

type InboxPage = { rows: InboxRow[]; next?: string };

/**
 * The keyset cursor: the last row's (created_at, id), opaque to the browser.
 * @public (also used by scripts/lib/bench-inbox.mjs)
 */
export function inboxCursor(row: { cursorAt: string; id: string }): string {
  return Buffer.from(`${row.cursorAt}|${row.id}`).toString('base64url');
}

const cursorSchema = z.tuple([z.iso.datetime({ precision: 6 }), z.uuid()]);

function decodeCursor(cursor: string): { cursorAt: string; id: string } | undefined {
  const parsed = cursorSchema.safeParse(Buffer.from(cursor, 'base64url').toString('utf8').split('|'));
  return parsed.success ? { cursorAt: parsed.data[0], id: parsed.data[1] } : undefined;
}

/** `%` and `_` typed into the box are searched for, not wildcards. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The number is drawn just before its row is stored: its date and created_at agree within this. */
const NUMBER_DATE_SLACK_MS = 60 * 60 * 1000;

/**
 * A number starts with its creation date (Q-YYMMDD, UTC), so a prefix naming a year, month or
 * day bounds created_at too: without it, newest first would walk every later quote to reach
 * an old day's numbers.
 */
function createdInNumberDate(prefix: string): SQL | undefined {
  const match = /^Q-(\d{2})(\d{2})?(\d{2})?/.exec(prefix);
  if (!match) return undefined;
  const [year, month, day] = [
    2000 + Number(match[1]),
    match[2] && Number(match[2]) - 1,
    match[3] && Number(match[3]),
  ];
  const start = Date.UTC(year, month || 0, day || 1);
  const end =
    typeof day === 'number'
      ? Date.UTC(year, month as number, day + 1)
      : typeof month === 'number'
        ? Date.UTC(year, month + 1, 1)
        : Date.UTC(year + 1, 0, 1);
  const from = new Date(start - NUMBER_DATE_SLACK_MS).toISOString();
  const to = new Date(end + NUMBER_DATE_SLACK_MS).toISOString();
  return sql`${tables.quotes.createdAt} >= ${from}::timestamptz and ${tables.quotes.createdAt} < ${to}::timestamptz`;
}

/**
 * What the search box matches, each on an index: a quote number by prefix ("Q-2611"), an
 * e-mail address by prefix (anything with @, or one word with a dot or a digit, as
 * "dana.rivera4"), several words by the start of words in the name ("dan riv" finds Dana
 * Rivera), and one word by the start of a name word or of the e-mail address. Also finds the
 * console's customers (lib/customers).
 */
export function quoteSearchCondition(search: string): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  const quotes = tables.quotes;
  const email = like(sql`lower(${quotes.contactEmail})`, likePrefix(text.toLowerCase()));
  if (/^q-/i.test(text)) {
    const prefix = text.toUpperCase();
    return and(like(quotes.number, likePrefix(prefix)), createdInNumberDate(prefix));
  }
  const oneWord = !/\s/.test(text);
  if (text.includes('@') || (oneWord && /[.\d]/.test(text))) return email;
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => `${word}:*`);
  if (words.length === 0) return email;
  const name = sql`${quotes.contactNameWords} @@ to_tsquery('simple', ${words.join(' & ')})`;
  return oneWord ? or(name, email) : name;
}

export const inboxQuerySchema = z.object({
  status: z
    .string()
    .optional()
    .transform((value) => (value && isOrderStage(value) ? value : undefined)),
  payment: z.enum(PAYMENT_STATUSES).optional().catch(undefined),
  search: z.string().max(200).optional().catch(undefined),
  after: z.string().max(200).optional().catch(undefined),
});

/**
 * The statement behind one inbox page, unexecuted.
 * @public (`npm run bench -- --inbox` times and explains it)
 */
export function inboxStatement(db: Database, query: InboxQuery) {
  const quotes = tables.quotes;
  const cursor = query.after ? decodeCursor(query.after) : undefined;
  const paymentStatus = paymentStatusSql();
  return db
    .select({
      id: quotes.id,
      number: quotes.number,
      status: quotes.status,
      contactName: quotes.contactName,
      contactEmail: quotes.contactEmail,
      product: quotes.product,
      quantity: quotes.quantity,
      totalCents: quotes.totalCents,
      createdAt: quotes.createdAt,
      paymentStatus,
      cursorAt: sql<string>`to_char(${quotes.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(quotes)
    .where(
      and(
        query.status ? eq(quotes.status, query.status) : undefined,
        // Checked row by row along the newest-first walk: fine for a shop's inbox, where most
        // recent orders are in any one payment state (see README, console).
        query.payment ? sql`${paymentStatus} = ${query.payment}` : undefined,
        query.search ? quoteSearchCondition(query.search) : undefined,
        cursor
          ? sql`(${quotes.createdAt}, ${quotes.id}) < (${cursor.cursorAt}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(INBOX_PAGE_SIZE + 1);
}

/** One page of quotes, newest first, by keyset: every page costs the same however deep. */
export async function listInbox(query: InboxQuery): Promise<InboxPage> {
  const { db } = await getDatabase();
  const rows = await inboxStatement(db, query);
  const page = rows.slice(0, INBOX_PAGE_SIZE);
  return { rows: page, next: rows.length > INBOX_PAGE_SIZE ? inboxCursor(page.at(-1)!) : undefined };
}

type StoredProof = typeof tables.proofs.$inferSelect;

type QuoteDetail = {
  quote: typeof tables.quotes.$inferSelect;
  events: (typeof tables.quoteEvents.$inferSelect)[];
  proofs: (StoredProof & { downloadUrl?: string })[];
  artworkUrl?: string;
  /** The company account (lib/companies) the quote was sent for. */
  company?: { id: string; name: string };
};

/** Everything staff see of one quote: its fields, history (oldest first), proofs and file links. */
export async function quoteDetail(number: string): Promise<QuoteDetail | undefined> {
  const { db } = await getDatabase();
  const [quote] = await db.select().from(tables.quotes).where(eq(tables.quotes.number, number)).limit(1);
  if (!quote) return undefined;
  const [events, proofs, [company]] = await Promise.all([
    db
      .select()
      .from(tables.quoteEvents)
      // Messages to and from the customer are read in the conversation (staffThread).
      .where(and(eq(tables.quoteEvents.quoteId, quote.id), ne(tables.quoteEvents.kind, 'message')))
      .orderBy(asc(tables.quoteEvents.createdAt)),
    db
      .select()
      .from(tables.proofs)
      .where(eq(tables.proofs.quoteId, quote.id))
      .orderBy(desc(tables.proofs.version)),
    quote.companyId
      ? db
          .select({ id: tables.companies.id, name: tables.companies.name })
          .from(tables.companies)
          .where(eq(tables.companies.id, quote.companyId))
      : [],
  ]);
  const storage = artworkStorage();
  return {
    quote,
    events,
    proofs: await Promise.all(
      proofs.map(async (proof) => ({ ...proof, downloadUrl: await storage.downloadUrl(proof.fileRef) })),
    ),
    artworkUrl: quote.uploadedFileUrl ? await storage.downloadUrl(quote.uploadedFileUrl) : undefined,
    ...(company ? { company } : {}),
  };
}
