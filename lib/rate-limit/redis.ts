import 'server-only';
import Redis from 'ioredis';
import type { RateLimiter, RateLimitResult, RateLimitRule } from './types';

export function createRedisLimiter(url: string): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
      const redisKey = `rate:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(redisKey).pttl(redisKey).exec()) as [
        [null, number],
        [null, number],
      ];
      if (ttl < 0) await redis.pexpire(redisKey, rule.windowMs);
      const retryAfterMs = ttl < 0 ? rule.windowMs : ttl;
      const allowed = count <= rule.limit;
      return {
        allowed,
        remaining: Math.max(0, rule.limit - count),
        retryAfterMs: allowed ? 0 : retryAfterMs,
      };
    },
  };
}
