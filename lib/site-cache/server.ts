import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { config } from '@/lib/config/server';
import { getDatabase, tables, type Database } from '@/lib/db/server';
import { describeError } from '@/lib/log';

/**
 * Prerendered pages that show what staff edit (deals, the catalogue, prices) are cached by tag.
 * Next keeps each instance's copy, and its record of expired tags, in that instance's memory:
 * a tag expired on one `npm start` is still fresh on the others. So a change is published as a
 * revision in the database, and every long-running instance (this one too) watches the
 * revisions and expires the tags that moved in its own cache. Only `npm start` runs a watcher;
 * on a serverless host (Vercel) the cache is shared, so the tag the action expired is enough.
 */

/** How often an instance looks for changes: a change shows everywhere within about this long. */
const WATCH_INTERVAL_MS = 2_000;

const TAG_PATTERN = /^[a-z][a-z0-9-]{0,40}$/;

/**
 * The cache tags of the pages each kind of shop content (and buyers' approved reviews) appears
 * on; `email-texts` and `tax-rates` mark no page, only the e-mail texts and the tax rates each
 * process keeps (lib/email-texts, lib/tax).
 */
export const cacheTags = {
  deals: 'deals',
  catalogue: 'catalogue',
  prices: 'prices',
  reviews: 'reviews',
  emailTexts: 'email-texts',
  taxRates: 'tax-rates',
} as const;

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags];

/**
 * Records that the content behind `tags` changed (call it after the change committed). Every
 * instance's watcher then expires those tags; the page next asked for is rendered afresh.
 */
export async function publishChange(tags: readonly CacheTag[], db?: Database): Promise<void> {
  const database = db ?? (await getDatabase()).db;
  const revisions = tables.contentRevisions;
  await database
    .insert(revisions)
    .values(tags.map((tag) => ({ tag })))
    .onConflictDoUpdate({
      target: revisions.tag,
      set: { revision: sql`${revisions.revision} + 1`, changedAt: sql`now()` },
    });
}

/** Each tag's revision now. */
export async function currentRevisions(db: Database): Promise<Map<string, number>> {
  const rows = await db.select().from(tables.contentRevisions);
  return new Map(rows.map((row) => [row.tag, row.revision]));
}

/** One request's reading of every tag's revision, per database (tests open several). */
const requestReadings = new AsyncLocalStorage<WeakMap<Database, Promise<Map<string, number>>>>();

/**
 * Runs one request's work with the revisions read at most once for all of it: a quote reads
 * the price book's revision for its validation, its price check and its promotion, and each
 * such reading was a query of its own.
 */
export function withOneRevisionReading<T>(work: () => Promise<T>): Promise<T> {
  return requestReadings.run(new WeakMap(), work);
}

/** A tag's revision now (0 before its first change): read once per request inside `withOneRevisionReading`. */
export async function revisionOf(tag: CacheTag, db: Database): Promise<number> {
  const readings = requestReadings.getStore();
  if (!readings) {
    const [row] = await db
      .select({ revision: tables.contentRevisions.revision })
      .from(tables.contentRevisions)
      .where(eq(tables.contentRevisions.tag, tag))
      .limit(1);
    return row?.revision ?? 0;
  }
  let reading = readings.get(db);
  if (!reading) {
    reading = currentRevisions(db);
    readings.set(db, reading);
    reading.catch(() => readings.delete(db));
  }
  return (await reading).get(tag) ?? 0;
}

/**
 * What `read` answers, kept by this process while `tag`'s revision stays (the revision is read
 * once per request): every caller shares one reading until a change published on any instance
 * moves it. `forget` drops the copy after a change made here, which the next caller then sees
 * even within a request that read the revision before the change.
 */
export function processCopyPerRevision<T>(tag: CacheTag, read: (db: Database) => Promise<T>) {
  const copies = new WeakMap<Database, { revision: number; value: Promise<T> }>();
  return {
    async get(db: Database): Promise<T> {
      const revision = await revisionOf(tag, db);
      const copy = copies.get(db);
      if (copy && copy.revision === revision) return copy.value;
      const value = read(db);
      copies.set(db, { revision, value });
      value.catch(() => copies.delete(db));
      return value;
    },
    forget(db: Database): void {
      copies.delete(db);
    },
  };
}

/**
 * The tags whose revision moved since `seen`. Before the first look (`seen` undefined) every tag
 * counts as moved, published or not: the pages on disk were rendered by the build (the seed
 * content, which any published change has since replaced) or by an earlier run of the server,
 * perhaps on another database (started afresh, or restored from a backup).
 */
export function movedTags(seen: Map<string, number> | undefined, now: Map<string, number>): string[] {
  if (!seen) return [...new Set([...Object.values(cacheTags), ...now.keys()])];
  return [...now].filter(([tag, revision]) => seen.get(tag) !== revision).map(([tag]) => tag);
}

/**
 * The tags a look expires: those that moved since the last look, and once more those that moved
 * the look before. Next dates a cached page or list when it is stored, not when its reading
 * began, so one whose reading straddled the change (old content read, stored after the expiry)
 * counts as fresh; the second expiry, a look later, drops it.
 */
export function tagsToExpire(movedNow: readonly string[], movedLastLook: readonly string[]): string[] {
  return [...new Set([...movedNow, ...movedLastLook])];
}

// Only this process may ask its own server to expire tags: the token lives in its memory only,
// on globalThis because Next bundles the route handler apart from the startup code.
const holder = globalThis as typeof globalThis & { __printShopRevalidateToken?: string };

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `Authorization` carries this process's own token (compared in constant time). */
export function isWatcherRequest(authorization: string | null): boolean {
  const token = holder.__printShopRevalidateToken;
  return Boolean(token && authorization && timingSafeEqual(digest(authorization), digest(`Bearer ${token}`)));
}

/** What the watcher sends its own server: the tags to expire. */
export const expiryRequestSchema = z.object({
  tags: z.array(z.string().regex(TAG_PATTERN)).min(1).max(20),
});

/** Expires the tags in this instance's cache (inside a request of Next's, as Next requires). */
export function expireTags(tags: readonly string[]): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

/** This server as its own watcher reaches it: loopback, unless it listens on one address only. */
function ownOrigin(): string {
  const { port, bindAddress } = config().listen;
  const host = !bindAddress || bindAddress === '0.0.0.0' || bindAddress === '::' ? '127.0.0.1' : bindAddress;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * Starts this instance's watcher (long-running servers only). Tag expiry must happen inside a
 * request of Next's, so the watcher asks its own server through the internal route.
 */
export function watchPublishedChanges(): void {
  holder.__printShopRevalidateToken ??= randomBytes(32).toString('base64url');
  let seen: Map<string, number> | undefined;
  let movedLastLook: string[] = [];
  let running = false;
  const look = async () => {
    if (running) return;
    running = true;
    try {
      const now = await currentRevisions((await getDatabase()).db);
      const moved = movedTags(seen, now);
      const expiring = tagsToExpire(moved, movedLastLook);
      if (expiring.length > 0) {
        const response = await fetch(`${ownOrigin()}/api/internal/revalidate`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${holder.__printShopRevalidateToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ tags: expiring }),
        });
        if (!response.ok) throw new Error(`the internal route answered ${response.status}`);
      }
      seen = now;
      movedLastLook = moved;
    } catch (error) {
      // Tried again at the next look; the server may still be starting.
      console.error(`[site-cache] could not refresh changed pages: ${describeError(error)}`);
    } finally {
      running = false;
    }
  };
  setInterval(() => void look(), WATCH_INTERVAL_MS).unref();
}
