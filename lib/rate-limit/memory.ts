import type { RateLimiter, RateLimitResult, RateLimitRule } from './types';

type Window = { count: number; resetAt: number };

export function createMemoryLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, Window>();
  let nextSweep = 0;

  function sweep(time: number) {
    if (time < nextSweep) return;
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
    nextSweep = time + 60_000;
  }

  return {
    async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
      const time = now();
      sweep(time);
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + rule.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      const allowed = window.count <= rule.limit;
      return {
        allowed,
        remaining: Math.max(0, rule.limit - window.count),
        retryAfterMs: allowed ? 0 : window.resetAt - time,
      };
    },
  };
}
