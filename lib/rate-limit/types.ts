export type RateLimitRule = { limit: number; windowMs: number };

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterMs: number };

/**
 * Fixed-window counter: `hit` counts one request against `key` under `rule`; `refund` takes
 * one back, for a request that turned out to be one the limit is not about (counting first
 * and refunding after keeps parallel requests from all slipping under the limit).
 */
export type RateLimiter = {
  hit: (key: string, rule: RateLimitRule) => Promise<RateLimitResult>;
  refund: (key: string, rule: RateLimitRule) => Promise<void>;
};
