import { RateLimiterRes } from 'rate-limiter-flexible';
import {
  createLimiter,
  createMemoryLimiter,
  replaceRateLimiterForTests,
  type CounterStore,
} from '@/lib/rate-limit/server';

/** Each test starts with nothing counted, so one test's requests never limit another's. */
export function freshRateLimitsEachTest(): void {
  beforeEach(() => replaceRateLimiterForTests(createMemoryLimiter()));
  afterAll(() => replaceRateLimiterForTests(undefined));
}

/**
 * A limiter whose windows follow a test's settable clock (the library's memory store reads the
 * real one), for suites that move time past a window instead of waiting for it.
 */
export function clockedMemoryLimiter(now: () => number) {
  const store: CounterStore = {
    name: 'clocked memory',
    counter: async ({ points, duration, keyPrefix }) => {
      const windows = new Map<string, { count: number; resetAt: number }>();
      const add = (key: string | number, count: number) => {
        const time = now();
        const id = `${keyPrefix}:${key}`;
        let window = windows.get(id);
        if (!window || window.resetAt <= time) {
          window = { count: 0, resetAt: time + duration * 1000 };
          windows.set(id, window);
        }
        window.count += count;
        return new RateLimiterRes(Math.max(0, points - window.count), window.resetAt - time, window.count);
      };
      return {
        consume: async (key: string | number) => {
          const result = add(key, 1);
          if (result.consumedPoints > points) throw result;
          return result;
        },
        reward: async (key: string | number, count = 1) => add(key, -count),
      };
    },
  };
  return createLimiter(store);
}

let visitors = 0;

/** A different visitor's address on every call, for requests the per-address limits should not see as one. */
export function nextVisitorAddress(): string {
  visitors += 1;
  return `198.18.${Math.floor(visitors / 250) % 250}.${visitors % 250}`;
}
