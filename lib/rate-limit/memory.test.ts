import { createMemoryLimiter } from './memory';

describe('memory rate limiter', () => {
  it('allows the limit per window, then tells how long to wait', async () => {
    let now = 1_000;
    const limiter = createMemoryLimiter(() => now);
    const rule = { limit: 2, windowMs: 60_000 };
    expect((await limiter.hit('a', rule)).allowed).toBe(true);
    expect(await limiter.hit('a', rule)).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
    now += 10_000;
    expect(await limiter.hit('a', rule)).toEqual({ allowed: false, remaining: 0, retryAfterMs: 50_000 });
    expect((await limiter.hit('b', rule)).allowed).toBe(true);
    now += 50_000;
    expect((await limiter.hit('a', rule)).allowed).toBe(true);
  });
});
