import 'server-only';
import Redis from 'ioredis';
import { config } from '@/lib/config/server';
import { getDatabase } from '@/lib/db/server';
import { clientAddress, errors } from '@/lib/http/server';
import { createLimiter } from './limiter';
import { databaseStore, memoryStore, redisStore } from './stores';
import type { RateLimiter, RateLimitRule } from './types';

export type { RateLimiter, RateLimitRule } from './types';
export { createLimiter } from './limiter';
export { clearExpiredCounters, databaseStore, memoryStore, redisStore } from './stores';
export type { CounterStore } from './stores';

const holder = globalThis as typeof globalThis & { __printShopLimiter?: RateLimiter };

/** Counts in this process only: the embedded default, and a clean slate for each test. */
export function createMemoryLimiter(): RateLimiter {
  return createLimiter(memoryStore());
}

/**
 * An ioredis client for counters: a command waits through at most one reconnect before it
 * fails, so a Redis outage costs a request milliseconds, not the client's default retries.
 * Connection errors are reported once per outage by the limiter, not on every reconnect.
 */
export function counterRedisClient(url: string): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  client.on('error', () => undefined);
  return client;
}

/**
 * The process's limiter: Redis when REDIS_URL is set, else the app's PostgreSQL when
 * DATABASE_URL is set (every instance shares the count), else this process's memory.
 */
export function rateLimiter(): RateLimiter {
  if (!holder.__printShopLimiter) {
    const settings = config().rateLimit;
    holder.__printShopLimiter = createLimiter(
      settings.kind === 'redis'
        ? redisStore(counterRedisClient(settings.url))
        : settings.kind === 'postgres'
          ? databaseStore(async () => (await getDatabase()).db)
          : memoryStore(),
    );
  }
  return holder.__printShopLimiter;
}

/** Replaces the process's limiter (tests use a fresh one). */
export function replaceRateLimiterForTests(limiter: RateLimiter | undefined): void {
  holder.__printShopLimiter = limiter;
}

/**
 * Counts one request of kind `name` from the caller's address; over the rule's limit the
 * request is refused with 429 and a Retry-After.
 */
export async function limitPerAddress(request: Request, name: string, rule: RateLimitRule): Promise<void> {
  const verdict = await rateLimiter().hit(`${name}:${clientAddress(request)}`, rule);
  if (!verdict.allowed) throw errors.tooManyRequests(verdict.retryAfterMs / 1000);
}
