import 'server-only';
import { unstable_cache } from 'next/cache';
import { config } from '@/lib/config/server';
import { getDatabase, tables, type Database } from '@/lib/db/server';
import { escapeForLog } from '@/lib/log';
import { cacheTags, processCopyPerRevision } from '@/lib/site-cache/server';
import { seedPriceBook } from '@/content/price-book';
import type { PriceBook, PriceLine, PriceLineId } from './index';
import { priceLineSchema } from './line-schema';

/** Who the seeded versions are recorded as. */
const SEED_AUTHOR = 'seed';

/**
 * How often a page showing prices is rendered again even if no one saves: a page built
 * without a database shows the seed until then (or until the watcher sees a published change).
 */
const PRICES_REFRESH_SECONDS = 300;

const seedIds = Object.keys(seedPriceBook) as PriceLineId[];
const seeded = new WeakMap<Database, Promise<void>>();

/**
 * Inserts each seeded line the table lacks (version 1, with its history). Instances starting
 * together may race: the insert skips a line already there, so an edited line is never
 * overwritten, and only the instance whose insert went in records it.
 */
export function insertSeedLines(db: Database): Promise<void> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(tables.priceLines)
      .values(seedIds.map((id) => ({ id, line: seedPriceBook[id], updatedBy: SEED_AUTHOR })))
      .onConflictDoNothing()
      .returning({ id: tables.priceLines.id, line: tables.priceLines.line });
    if (inserted.length === 0) return;
    await tx
      .insert(tables.priceLineVersions)
      .values(
        inserted.map(({ id, line }) => ({
          lineId: id,
          version: 1,
          line,
          action: 'seeded' as const,
          changedBy: SEED_AUTHOR,
        })),
      )
      .onConflictDoNothing();
  });
}

/** The seeded lines, inserted once per process and database (again after a failure). */
function seedPriceLines(db: Database): Promise<void> {
  let seeding = seeded.get(db);
  if (!seeding) {
    seeding = insertSeedLines(db);
    seeded.set(db, seeding);
    seeding.catch(() => seeded.delete(db));
  }
  return seeding;
}

/** The price database, with every seeded line in place. */
export async function pricesDatabase(): Promise<Database> {
  const { db } = await getDatabase();
  await seedPriceLines(db);
  return db;
}

/**
 * A stored line as the engine may use it, or undefined when it fails the line's rules (a row
 * changed by hand, or written by an older version of the rules).
 */
export function checkedLine(id: string, stored: unknown): PriceLine | undefined {
  const parsed = priceLineSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  // The line's id and the fields at fault only: a price line holds no personal data anyway.
  const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))].join(', ');
  console.error(`[pricing] stored price line ${escapeForLog(id)} is invalid (${fields}); its seed is used`);
  return undefined;
}

/** The whole book as stored: each valid row, else that line's seed. */
async function readPriceBook(db: Database): Promise<PriceBook> {
  const rows = await db
    .select({ id: tables.priceLines.id, line: tables.priceLines.line })
    .from(tables.priceLines);
  const stored = new Map(rows.map((row) => [row.id, row.line]));
  return Object.fromEntries(
    seedIds.map((id) => [id, (stored.has(id) && checkedLine(id, stored.get(id))) || seedPriceBook[id]]),
  ) as PriceBook;
}

const processCopy = processCopyPerRevision(cacheTags.prices, readPriceBook);

/**
 * The book for requests that price (the price API, quote submission, the promotion check):
 * this process's copy, read again once the `prices` revision has moved (a save on any
 * instance publishes one), which costs at most one small query per request, shared by the
 * requests that ask together (`withOneRevisionReading`).
 */
export async function currentPriceBook(): Promise<PriceBook> {
  return processCopy.get(await pricesDatabase());
}

/** Drops this process's copy (after a save here), so the next request reads the new lines. */
export function forgetPriceBook(db: Database): void {
  processCopy.forget(db);
}

/** The book as pages show it: while the pages are built there is no database, so the seed. */
async function readPagePriceBook(): Promise<PriceBook> {
  if (config().buildingPages) return seedPriceBook;
  return readPriceBook(await pricesDatabase());
}

let cachedBook: (() => Promise<PriceBook>) | undefined;

/**
 * The book for prerendered pages, cached under the `prices` tag that a save expires on every
 * instance. Read through the tagged cache while building too, so every page that shows a price
 * carries the tag and is rendered afresh once it expires.
 */
export function pagePriceBook(): Promise<PriceBook> {
  cachedBook ??= unstable_cache(readPagePriceBook, ['price-book'], {
    tags: [cacheTags.prices],
    revalidate: PRICES_REFRESH_SECONDS,
  });
  return cachedBook();
}
