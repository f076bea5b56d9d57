import { RateLimiterRes } from 'rate-limiter-flexible';
import { MemoryCounter } from './memory-counter';
import type { Counter, CounterStore } from './stores';
import type { RateLimiter, RateLimitResult, RateLimitRule } from './types';

/**
 * A store that answers slower than this counts as down: a limit must not hold up the request
 * for long, yet a busy instance (a full connection pool, a starved CPU) is not an outage.
 */
const STORE_TIMEOUT_MS = 3000;
/** Once the store has failed, requests skip it this long before one tries it again. */
const STORE_RETRY_AFTER_MS = 5000;

/**
 * Counts hits in the store, with one counter per rule (the library fixes points and window
 * per instance), created once and reused. When the store fails or stalls the request is
 * allowed: it is counted in this instance's memory instead, so a visitor who can take the
 * store down still meets the limit per instance, and the site keeps answering. One log line
 * marks each outage, not every request during it.
 */
export function createLimiter(
  store: CounterStore,
  { timeoutMs = STORE_TIMEOUT_MS, retryAfterMs = STORE_RETRY_AFTER_MS } = {},
): RateLimiter {
  const shared = new Map<string, Promise<Counter>>();
  const fallbacks = new Map<string, MemoryCounter>();
  let storeDown = false;
  let skipStoreUntil = 0;

  function countersFor(rule: RateLimitRule) {
    const name = `${rule.limit}/${rule.windowMs}`;
    // Redis expires in whole seconds; a window is never shorter than asked.
    const options = {
      points: rule.limit,
      duration: Math.ceil(rule.windowMs / 1000),
      keyPrefix: `rate:${name}`,
    };
    let counter = shared.get(name);
    if (!counter) {
      counter = store.counter(options);
      // A failed creation (database unreachable) is retried on the next hit.
      counter.catch(() => shared.delete(name));
      shared.set(name, counter);
    }
    let fallback = fallbacks.get(name);
    if (!fallback) {
      fallback = new MemoryCounter(options);
      fallbacks.set(name, fallback);
    }
    return { shared: counter, fallback };
  }

  async function consumeIn(counter: Counter, key: string): Promise<RateLimiterRes> {
    try {
      return await counter.consume(key);
    } catch (outcome) {
      // The library rejects with its result when the limit is reached, with an Error when the store failed.
      if (outcome instanceof RateLimiterRes) return outcome;
      throw outcome;
    }
  }

  /**
   * `work` on the store's counter, or nothing while the store is failing or stalls (one log
   * line per outage). Opening the store (the app's database on a cold start, migrations
   * included) is not timed: the request needs that database anyway. Each count is.
   */
  async function inStore<T>(
    entry: { shared: Promise<Counter> },
    work: (counter: Counter) => Promise<T>,
  ): Promise<T | undefined> {
    if (Date.now() < skipStoreUntil) return undefined;
    let timer: NodeJS.Timeout | undefined;
    try {
      const counter = await entry.shared;
      const stalled = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      const result = await Promise.race([work(counter), stalled]);
      if (storeDown) console.info(`[rate-limit] ${store.name} store available again`);
      storeDown = false;
      return result;
    } catch (error) {
      if (!storeDown) {
        const reason = error instanceof Error ? error.message : String(error);
        console.error(
          `[rate-limit] ${store.name} store unavailable, allowing requests within this instance's own count: ${reason}`,
        );
      }
      storeDown = true;
      skipStoreUntil = Date.now() + retryAfterMs;
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
      const entry = countersFor(rule);
      const result =
        (await inStore(entry, (counter) => consumeIn(counter, key))) ??
        (await consumeIn(entry.fallback, key));
      const allowed = result.consumedPoints <= rule.limit;
      return {
        allowed,
        remaining: result.remainingPoints,
        retryAfterMs: allowed ? 0 : Math.max(1, result.msBeforeNext),
      };
    },
    async refund(key: string, rule: RateLimitRule): Promise<void> {
      // Where the store failed, the hit was counted in memory: the refund goes there too (a
      // hit and its refund on either side of an outage's end leave one count either way).
      const entry = countersFor(rule);
      const refunded = await inStore(entry, (counter) => counter.reward(key, 1));
      if (refunded === undefined) await entry.fallback.reward(key, 1);
    },
  };
}
