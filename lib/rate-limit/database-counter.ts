import { sql, type SQL } from 'drizzle-orm';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { groupCommit, type Database } from '@/lib/db';
import { countResult } from './count-result';

type CountRow = { points: number; expire_ms: number };

/** One hit to count: `points` on the row `key`, whose window lasts `windowMs` when it opens. */
type Hit = { key: string; points: number; windowMs: number };

/** What a hit counted: the window's count with it, the time left, and whether it opened the window. */
type Counted = { consumed: number; msLeft: number; opened: boolean };

/**
 * Counts a group of hits, of any keys and rules, in one statement: a quote's two counts (its
 * address, its confirmation e-mail) and those of the requests beside it cost one round trip
 * instead of one each. A key hit more than once in the group is one row with the points added;
 * each hit then answers the count as it stood after it, in the order the hits came, as if they
 * had been counted one by one. Rows are written in key order, so groups on other instances
 * take their row locks in the same order and never deadlock.
 */
async function countTogether(db: Database, hits: Hit[]): Promise<Counted[]> {
  const now = new Date();
  const groupPoints = new Map<string, { points: number; ends: Date }>();
  for (const { key, points, windowMs } of hits) {
    const row = groupPoints.get(key);
    if (row) row.points += points;
    else groupPoints.set(key, { points, ends: new Date(now.getTime() + windowMs) });
  }
  const values = [...groupPoints]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, { points, ends }]) => sql`(${key}, ${points}, ${ends})`);
  const { rows } = (await db.execute(sql`
    insert into rate_limits as counted (key, points, expire)
    values ${sql.join(values, sql`, `)}
    on conflict (key) do update set
      points = case when counted.expire <= ${now} then excluded.points else counted.points + excluded.points end,
      expire = case when counted.expire <= ${now} then excluded.expire else counted.expire end
    returning key, points, extract(epoch from expire)::float8 * 1000 as expire_ms`)) as unknown as {
    rows: (CountRow & { key: string })[];
  };
  const at = Date.now();
  const counts = new Map(rows.map((row) => [row.key, row]));
  const countedSoFar = new Map<string, number>();
  return hits.map(({ key, points }) => {
    const row = counts.get(key)!;
    const upToThis = (countedSoFar.get(key) ?? 0) + points;
    countedSoFar.set(key, upToThis);
    const consumed = Number(row.points) - groupPoints.get(key)!.points + upToThis;
    return { consumed, msLeft: Number(row.expire_ms) - at, opened: consumed === points };
  });
}

/** Each database's group of hits waiting for the statement under way to finish. */
const hitGroups = new WeakMap<Database, (hit: Hit) => Promise<Counted>>();

function countHit(db: Database, hit: Hit): Promise<Counted> {
  let count = hitGroups.get(db);
  if (!count) {
    count = groupCommit((hits: Hit[]) => countTogether(db, hits), { maxItems: 200 });
    hitGroups.set(db, count);
  }
  return count(hit);
}

/**
 * Fixed-window counts in the app's database (`rate_limits`), with the calls and answers of the
 * library's counters (`consume` rejects with its result over the limit) and the library's rows
 * (key `<prefix>:<key>`, points, window end), so a count in progress carries over a deploy. Hits
 * are counted in groups (countTogether), and the statement is written out rather than built by
 * drizzle's insert builder: on the PostgreSQL profile, building a quote's two counts took about
 * 4 % of the server's CPU (`npm run bench -- --profile=postgres`).
 */
export class DatabaseCounter {
  private readonly points: number;
  private readonly windowMs: number;
  private readonly keyPrefix: string;

  constructor(
    private readonly db: Database,
    options: { points: number; duration: number; keyPrefix: string },
  ) {
    this.points = options.points;
    this.windowMs = options.duration * 1000;
    this.keyPrefix = options.keyPrefix;
  }

  /** The count a statement answered, and the time left in its window (none: nothing counted). */
  private async count(query: SQL): Promise<{ consumed: number; msLeft: number }> {
    const at = Date.now();
    const { rows } = (await this.db.execute(query)) as unknown as { rows: CountRow[] };
    return { consumed: Number(rows[0]?.points ?? 0), msLeft: Number(rows[0]?.expire_ms ?? at) - at };
  }

  /** The key of a visitor's row, as the library wrote it. */
  private rowKey(key: string): string {
    return `${this.keyPrefix}:${key}`;
  }

  /** Counts `points` in the key's window, a new window when the last has ended; atomic per key. */
  async consume(key: string, points = 1): Promise<RateLimiterRes> {
    const { consumed, msLeft, opened } = await countHit(this.db, {
      key: this.rowKey(key),
      points,
      windowMs: this.windowMs,
    });
    const result = countResult(this.points, consumed, msLeft, opened);
    if (result.consumedPoints > this.points) throw result;
    return result;
  }

  /** Takes `points` back from the key's window while it lasts; an ended window has nothing to give back. */
  async reward(key: string, points = 1): Promise<RateLimiterRes> {
    const { consumed, msLeft } = await this.count(
      sql`
      update rate_limits set points = points - ${points}
      where key = ${this.rowKey(key)} and expire > ${new Date()}
      returning points, extract(epoch from expire)::float8 * 1000 as expire_ms`,
    );
    return countResult(this.points, consumed, msLeft, false);
  }
}
