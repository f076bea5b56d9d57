import 'server-only';
import { DomainError } from '@/lib/errors';
import { errorMessages } from '@/lib/validation';
import { backoffDelay, isRetryable, retryPolicy, type AttemptOutcome } from './retry';

export type { AttemptOutcome } from './retry';

export type UpstreamCall = {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** False for a call that is unsafe to repeat (a quote POST without an idempotency key). */
  retry: boolean;
};

export type UpstreamOptions = {
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  onAttempt?: (attempt: number, outcome: AttemptOutcome) => void;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function upstreamMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message) return record.message;
  if (typeof record.body === 'string') {
    try {
      return upstreamMessage(JSON.parse(record.body));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

async function attempt(url: string, call: UpstreamCall, timeoutMs: number) {
  try {
    const response = await fetch(url, {
      method: call.method,
      headers: {
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...call.headers,
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    const text = await response.text();
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const code = body && typeof body === 'object' ? (body as Record<string, unknown>).code : undefined;
    const outcome: AttemptOutcome = {
      kind: 'response',
      status: response.status,
      code: typeof code === 'string' ? code : undefined,
    };
    return { outcome, body };
  } catch (error) {
    const timedOut =
      error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      outcome: (timedOut ? { kind: 'timeout' } : { kind: 'network' }) as AttemptOutcome,
      body: undefined,
    };
  }
}

/** The spec §8 status → message rule, applied to what the upstream answered last. */
function failure(outcome: AttemptOutcome, body: unknown): DomainError {
  if (outcome.kind === 'timeout') return new DomainError('upstream_timeout', errorMessages.priceServerError);
  if (outcome.kind === 'network')
    return new DomainError('upstream_unreachable', errorMessages.priceServerError);
  if (outcome.status >= 400 && outcome.status < 500) {
    return new DomainError('upstream_rejected', upstreamMessage(body) ?? errorMessages.priceBadRequest, {
      upstreamStatus: outcome.status,
      code: outcome.code,
    });
  }
  if (outcome.status >= 500) return new DomainError('upstream_failed', errorMessages.priceServerError);
  return new DomainError('upstream_failed', errorMessages.priceUnknown, { code: 'UpstreamUnknown' });
}

/**
 * Calls `<base>/prod<path>` with a timeout per attempt, retrying what is worth retrying.
 * Returns the upstream's status and JSON on success; throws a DomainError otherwise.
 */
export async function callUpstream(baseUrl: string, call: UpstreamCall, options: UpstreamOptions = {}) {
  const { timeoutMs = retryPolicy.timeoutMs, sleep = defaultSleep, onAttempt } = options;
  const url = `${baseUrl}/prod${call.path}`;
  const attempts = call.retry ? retryPolicy.attempts : 1;
  for (let number = 1; ; number += 1) {
    const { outcome, body } = await attempt(url, call, timeoutMs);
    onAttempt?.(number, outcome);
    if (outcome.kind === 'response' && outcome.status < 400 && !isRetryable(outcome))
      return { status: outcome.status, body };
    if (number >= attempts || !isRetryable(outcome)) {
      console.warn(
        `[upstream] ${call.method} ${call.path} failed after ${number} attempt(s): ${JSON.stringify(outcome)}`,
      );
      throw failure(outcome, body);
    }
    await sleep(backoffDelay(number));
  }
}
