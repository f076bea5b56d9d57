import { RETRY_BASE_DELAY_MS, RETRY_MAX_ATTEMPTS } from '@/lib/constants';

/** Spec §7/§9 retry rule: up to 3 attempts, backoff about 2^n x 100 ms plus jitter, capped. */
export const retryPolicy = {
  attempts: RETRY_MAX_ATTEMPTS,
  baseDelayMs: RETRY_BASE_DELAY_MS,
  jitterMs: RETRY_BASE_DELAY_MS,
  // The spec caps at 5 minutes for background calls; a shopper is waiting here, so 2 s.
  maxDelayMs: 2000,
  timeoutMs: 10_000,
} as const;

/** Delay before retry number `retry` (1 for the first retry). */
export function backoffDelay(retry: number, random: () => number = Math.random): number {
  const exponential = 2 ** retry * retryPolicy.baseDelayMs;
  return Math.min(retryPolicy.maxDelayMs, exponential + Math.floor(random() * retryPolicy.jitterMs));
}

const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);
const THROTTLING_CODES = new Set([
  'ThrottlingException',
  'TooManyRequestsException',
  'Throttling',
  'RequestLimitExceeded',
]);

/** What one attempt came to: an HTTP answer, or no answer (timeout or network error). */
export type AttemptOutcome =
  { kind: 'response'; status: number; code?: string } | { kind: 'timeout' } | { kind: 'network' };

/** Throttling, 429, 500/502/503/504, timeouts and network errors are worth another try. */
export function isRetryable(outcome: AttemptOutcome): boolean {
  if (outcome.kind !== 'response') return true;
  return (
    RETRYABLE_STATUSES.has(outcome.status) ||
    (outcome.code !== undefined && THROTTLING_CODES.has(outcome.code))
  );
}
