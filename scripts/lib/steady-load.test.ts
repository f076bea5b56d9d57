/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { steadyLoad } from '@/scripts/lib/steady-load.mjs';

type Answer = (request: http.IncomingMessage, response: http.ServerResponse) => void;
type LoadOptions = Pick<Parameters<typeof steadyLoad>[0], 'rate' | 'seconds' | 'connections' | 'timeoutMs'>;

const post = () => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });

/**
 * Runs a steady load of small POSTs against a server that answers each as `answer` says (the
 * warm-up's GETs aside) and counts its connections, those opened once the load's requests had
 * begun apart. Answers the load's result and the server's counts; the server is closed after.
 */
async function loadAgainst(answer: Answer, options: LoadOptions) {
  const seen = { connections: 0, openedUnderLoad: 0, requests: 0 };
  const server = http.createServer((request, response) => {
    if (request.url === '/live') return response.end('ok');
    seen.requests += 1;
    request.resume().on('end', () => answer(request, response));
  });
  server.on('connection', () => {
    seen.connections += 1;
    if (seen.requests > 0) seen.openedUnderLoad += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const result = await steadyLoad({
      url: `${origin}/quotes`,
      warmUpUrl: `${origin}/live`,
      nextRequest: post,
      ...options,
    });
    return { result, seen };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('the overload’s steady load', () => {
  it('sends every request due at the rate, over the connections it opened before, and counts each answer by status', async () => {
    let answered = 0;
    const { result, seen } = await loadAgainst(
      (request, response) => {
        answered += 1;
        response.writeHead(answered % 2 ? 201 : 503).end();
      },
      { rate: 200, seconds: 0.5, connections: 5 },
    );
    expect(result).toMatchObject({ sent: 100, statuses: { 201: 50, 503: 50 }, errors: 0, timeouts: 0 });
    expect(Object.keys(result.latencyByStatus).sort()).toEqual(['201', '503']);
    // No connection was opened under load: a server takes new ones slowly when busy.
    expect(seen).toEqual({ connections: 5, openedUnderLoad: 0, requests: 100 });
  });

  it('counts latency from when a request was due, so a slow server shows as latency and not as a lower rate', async () => {
    // One connection and 100 ms an answer: ten requests due within 0.2 s end a second later.
    const { result } = await loadAgainst(
      (request, response) => setTimeout(() => response.writeHead(201).end(), 100),
      { rate: 50, seconds: 0.2, connections: 1 },
    );
    expect(result.statuses).toEqual({ 201: 10 });
    expect(result.latency.max).toBeGreaterThanOrEqual(800);
  });

  it('counts a request left unanswered past the timeout as a timeout, apart from errors', async () => {
    const { result } = await loadAgainst(() => undefined, {
      rate: 10,
      seconds: 0.2,
      connections: 2,
      timeoutMs: 200,
    });
    expect(result).toMatchObject({ sent: 2, statuses: {}, errors: 0, timeouts: 2 });
  });
});
