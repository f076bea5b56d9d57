import { createMemoryLimiter, useRateLimiter } from '@/lib/rate-limit';

/** Each test starts with nothing counted, so one test's requests never limit another's. */
export function freshRateLimitsEachTest(): void {
  beforeEach(() => useRateLimiter(createMemoryLimiter()));
  afterAll(() => useRateLimiter(undefined));
}

let visitors = 0;

/** A different visitor's address on every call, for requests the per-address limits should not see as one. */
export function nextVisitorAddress(): string {
  visitors += 1;
  return `198.18.${Math.floor(visitors / 250) % 250}.${visitors % 250}`;
}
