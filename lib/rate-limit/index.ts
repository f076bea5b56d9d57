import 'server-only';
import { config } from '@/lib/config';
import { createMemoryLimiter } from './memory';
import { createRedisLimiter } from './redis';
import type { RateLimiter } from './types';

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
