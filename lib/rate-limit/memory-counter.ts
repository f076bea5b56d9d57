import type { RateLimiterRes } from 'rate-limiter-flexible';
import { countResult } from './count-result';

type Window = { points: number; endsAt: number };

/**
 * Fixed-window counts in this process's memory, with the calls and answers of the library's
 * counters (`consume` rejects with its result over the limit). The library's own memory counter
 * sets a timer per key to forget it, and a timer keeps the async context it was set in: every
 * visitor's count held on to the whole request that made it (about 25 KB) for the length of
 * the window, an hour for quotes, so the embedded server grew with each new visitor until it
 * ran out of heap. Here ended windows are swept on use, once per window length, with no timer.
 */
export class MemoryCounter {
  private readonly windows = new Map<string, Window>();
  private nextSweepAt: number;
  private readonly points: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(options: { points: number; duration: number }, now: () => number = Date.now) {
    this.points = options.points;
    this.windowMs = options.duration * 1000;
    this.now = now;
    this.nextSweepAt = now() + this.windowMs;
  }

  /** Keys counted in a window not yet ended or swept: at most one window's visitors. */
  get size(): number {
    return this.windows.size;
  }

  private current(key: string, at: number): Window | undefined {
    if (at >= this.nextSweepAt) {
      for (const [counted, window] of this.windows) if (window.endsAt <= at) this.windows.delete(counted);
      this.nextSweepAt = at + this.windowMs;
    }
    const window = this.windows.get(key);
    return window && window.endsAt > at ? window : undefined;
  }

  async consume(key: string, points = 1): Promise<RateLimiterRes> {
    const at = this.now();
    let window = this.current(key, at);
    const first = !window;
    if (!window) {
      window = { points: 0, endsAt: at + this.windowMs };
      this.windows.set(key, window);
    }
    window.points += points;
    const result = countResult(this.points, window.points, window.endsAt - at, first);
    if (window.points > this.points) throw result;
    return result;
  }

  async reward(key: string, points = 1): Promise<RateLimiterRes> {
    const at = this.now();
    const window = this.current(key, at);
    if (!window) return countResult(this.points, 0, 0, false);
    window.points -= points;
    return countResult(this.points, window.points, window.endsAt - at, false);
  }
}
