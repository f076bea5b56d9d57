import { backoffDelay, isRetryable, retryPolicy } from './retry';

describe('upstream retry rule', () => {
  it('backs off about 2^n x 100 ms plus up to 100 ms of jitter', () => {
    expect(backoffDelay(1, () => 0)).toBe(200);
    expect(backoffDelay(2, () => 0)).toBe(400);
    expect(backoffDelay(2, () => 0.999)).toBe(499);
    expect(backoffDelay(3, () => 0.5)).toBe(850);
  });

  it('caps the delay', () => {
    expect(backoffDelay(10, () => 0)).toBe(retryPolicy.maxDelayMs);
  });

  it('makes three attempts at most', () => {
    expect(retryPolicy.attempts).toBe(3);
  });

  it.each([429, 500, 502, 503, 504])('retries HTTP %i', (status) => {
    expect(isRetryable({ kind: 'response', status })).toBe(true);
  });

  it.each([200, 201, 400, 401, 403, 404, 409, 422, 501])('does not retry HTTP %i', (status) => {
    expect(isRetryable({ kind: 'response', status })).toBe(false);
  });

  it('retries throttling, timeouts and network errors', () => {
    expect(isRetryable({ kind: 'response', status: 400, code: 'ThrottlingException' })).toBe(true);
    expect(isRetryable({ kind: 'timeout' })).toBe(true);
    expect(isRetryable({ kind: 'network' })).toBe(true);
  });
});
