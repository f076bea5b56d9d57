import { sql, type SQL } from 'drizzle-orm';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '@/lib/db/server';
import { countResult } from './count-result';

type CountRow = { points: number; expire_ms: number };

/**
 * Fixed-window counts in the app's database (`rate_limits`), with the calls and answers of the
 * library's counters (`consume` rejects with its result over the limit) and the library's rows
 * (key `<prefix>:<key>`, points, window end), so a count in progress carries over a deploy.
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
    const now = new Date();
    const { consumed, msLeft } = await this.count(sql`
      insert into rate_limits as counted (key, points, expire)
      values (${this.rowKey(key)}, ${points}, ${new Date(now.getTime() + this.windowMs)})
      on conflict (key) do update set
        points = case when counted.expire <= ${now} then excluded.points else counted.points + excluded.points end,
        expire = case when counted.expire <= ${now} then excluded.expire else counted.expire end
      returning points, extract(epoch from expire)::float8 * 1000 as expire_ms`);
    const result = countResult(this.points, consumed, msLeft, consumed === points);
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
