import { RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { lt } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { tables, type Database } from '@/lib/db/server';
import { DatabaseCounter } from './database-counter';
import { MemoryCounter } from './memory-counter';

/**
 * The calls the limiter makes: `consume` resolves under the limit and rejects with the result
 * over it; `reward` gives points back.
 */
export type Counter = Pick<RateLimiterAbstract, 'consume' | 'reward'>;

type CounterOptions = { points: number; duration: number; keyPrefix: string };

/** Where the counters live, and how to make one counter per rule there. */
export type CounterStore = {
  name: string;
  counter: (options: CounterOptions) => Promise<Counter>;
};

export function memoryStore(): CounterStore {
  return { name: 'memory', counter: async (options) => new MemoryCounter(options) };
}

/**
 * The app's own database (PostgreSQL, or PGlite in tests): one atomic
 * `INSERT … ON CONFLICT DO UPDATE` per hit (DatabaseCounter), so a serverless deploy needs no
 * Redis. Expired rows are deleted by the `clear-rate-limits` job (clearExpiredCounters): a
 * serverless function does not keep a timer.
 */
export function databaseStore(database: () => Promise<Database>): CounterStore {
  return {
    name: 'postgres',
    counter: async (options) => new DatabaseCounter(await database(), options),
  };
}

/** Deletes the database's counters whose window ended over an hour ago; answers how many. */
export async function clearExpiredCounters(db: Database): Promise<number> {
  const removed = await db
    .delete(tables.rateLimits)
    .where(lt(tables.rateLimits.expire, new Date(Date.now() - 60 * 60 * 1000)))
    .returning({ key: tables.rateLimits.key });
  return removed.length;
}

/** Redis (ioredis): the library's Lua script increments and sets the expiry in one step. */
export function redisStore(client: Redis): CounterStore {
  return {
    name: 'redis',
    counter: async (options) => new RateLimiterRedis({ ...options, storeClient: client }),
  };
}
