import { RateLimiterRes } from 'rate-limiter-flexible';

/**
 * A count as the library's counters answer it (the limiter reads these): `consumed` of `limit`
 * counted, the window ending `msLeft` from now; `first` when this hit opened the window.
 */
export function countResult(limit: number, consumed: number, msLeft: number, first: boolean): RateLimiterRes {
  return new RateLimiterRes(Math.max(0, limit - consumed), Math.max(0, msLeft), consumed, first);
}
