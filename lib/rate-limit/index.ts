import 'server-only';
import { config } from '@/lib/config';
import { clientAddress, errors } from '@/lib/http';
import { createMemoryLimiter } from './memory';
import { createRedisLimiter } from './redis';
import type { RateLimiter, RateLimitRule } from './types';

export type { RateLimiter, RateLimitResult, RateLimitRule } from './types';
export { createMemoryLimiter } from './memory';

const holder = globalThis as typeof globalThis & { __printShopLimiter?: RateLimiter };

/** The process's limiter: in memory for one instance, Redis when several share the load. */
export function rateLimiter(): RateLimiter {
  if (!holder.__printShopLimiter) {
    const settings = config().rateLimit;
    holder.__printShopLimiter =
      settings.kind === 'redis' ? createRedisLimiter(settings.url) : createMemoryLimiter();
  }
  return holder.__printShopLimiter;
}

/** Replaces the process's limiter (tests use a fresh one or an injected clock). */
export function useRateLimiter(limiter: RateLimiter | undefined): void {
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
