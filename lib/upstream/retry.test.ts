import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { captureLogLines } from '@/tests/helpers/console';
import { callUpstream } from './server';
import { backoffDelay, isRetryable, retryPolicy } from './retry';

captureLogLines('warn', '[upstream]');

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

  it('asks a failing upstream three times, backing off about 200 then 400 ms, and gives up', async () => {
    let requests = 0;
    const server = createServer((_request, response) => {
      requests += 1;
      response.writeHead(503).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const delays: number[] = [];
    try {
      const { port } = server.address() as AddressInfo;
      await expect(
        callUpstream(
          `http://127.0.0.1:${port}`,
          { method: 'GET', path: '/api/x', retry: true },
          { sleep: async (ms) => void delays.push(ms) },
        ),
      ).rejects.toMatchObject({ kind: 'upstream_failed' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(requests).toBe(3);
    expect(delays).toHaveLength(2);
    expect(delays[0]).toBeGreaterThanOrEqual(200);
    expect(delays[0]).toBeLessThan(300);
    expect(delays[1]).toBeGreaterThanOrEqual(400);
    expect(delays[1]).toBeLessThan(500);
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
