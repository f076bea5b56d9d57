export type RateLimitRule = { limit: number; windowMs: number };

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterMs: number };

/** Fixed-window counter: `hit` counts one request against `key` under `rule`. */
export type RateLimiter = {
  hit: (key: string, rule: RateLimitRule) => Promise<RateLimitResult>;
};
