import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { POST as prices } from '@/app/api/calculator-service/public/v1/prices/route';
import { POST as quotes } from '@/app/api/quote-service/public/v1/quotes/route';
import { callUpstream, type AttemptOutcome } from '@/lib/upstream';
import { captureLogLines } from '@/tests/helpers/console';
import { jsonRequest } from '@/tests/helpers/database';
import { quoteBody } from '@/tests/helpers/quotes';
import { errorMessages } from '@/lib/validation/messages';

type Behaviour = 'ok' | '429' | '503' | 'slow' | 'reset' | 'store-then-reset' | '400';

/** A stand-in for the upstream product API: answers each request with the next scripted behaviour. */
function fakeUpstream() {
  const script: Behaviour[] = [];
  const requests: string[] = [];
  const storedQuotes = new Map<string, { quoteNumber: string }>();

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    requests.push(`${request.method} ${request.url}`);
    const behaviour = script.shift() ?? 'ok';
    const key = String(request.headers['idempotency-key'] ?? '');
    const store = () => {
      if (!storedQuotes.has(key)) storedQuotes.set(key, { quoteNumber: `UP-${storedQuotes.size + 1}` });
      return storedQuotes.get(key)!;
    };
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (behaviour === 'reset') return request.socket.destroy();
    if (behaviour === 'store-then-reset') {
      store();
      return request.socket.destroy();
    }
    if (behaviour === 'slow') return setTimeout(() => send(200, { statusCode: 200, body: '{}' }), 1500);
    if (behaviour === '429') return send(429, { message: 'Too Many Requests' });
    if (behaviour === '503') return send(503, { message: 'Service Unavailable' });
    if (behaviour === '400') return send(400, { message: 'Width is not supported by our press.' });
    if (request.url?.includes('/quotes')) return send(201, store());
    send(200, { statusCode: 200, body: JSON.stringify({ message: 'Success', pricingMatrix: { '50': 10 } }) });
  };

  const server: Server = createServer((request, response) => void handle(request, response));
  return { server, script, requests, storedQuotes };
}

const upstream = fakeUpstream();
let baseUrl = '';
// Calls that give up log one warning each; the tests below check them.
const upstreamLog = captureLogLines('warn', '[upstream]');

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`;
  // Proxy mode: the routes read the configuration on first use, after this.
  process.env.PRINT_API_BASE_URL = baseUrl;
});

afterAll(async () => {
  upstream.server.closeAllConnections();
  await new Promise((resolve) => upstream.server.close(resolve));
});

beforeEach(() => {
  upstream.script.length = 0;
  upstream.requests.length = 0;
});

const askPrice = () =>
  prices(jsonRequest('/api/calculator-service/public/v1/prices', { width: 2, height: 2 }), undefined);

describe('proxy mode against a fake upstream', () => {
  it('forwards the price call to <base>/prod/api/... and returns its answer', async () => {
    const response = await askPrice();
    expect(response.status).toBe(200);
    expect(JSON.parse((await response.json()).body).pricingMatrix).toEqual({ '50': 10 });
    expect(upstream.requests).toEqual(['POST /prod/api/calculator-service/public/v1/prices']);
  });

  it('retries 429 and 503 and succeeds on the third attempt', async () => {
    upstream.script.push('429', '503');
    const response = await askPrice();
    expect(response.status).toBe(200);
    expect(upstream.requests).toHaveLength(3);
  });

  it('gives up after 3 attempts with the spec message for a server error', async () => {
    upstream.script.push('503', '429', '503', 'ok');
    const response = await askPrice();
    expect(response.status).toBe(502);
    expect((await response.json()).message).toBe(errorMessages.priceServerError);
    expect(upstream.requests).toHaveLength(3);
    expect(upstreamLog.lines()).toEqual([
      '[upstream] POST /api/calculator-service/public/v1/prices failed after 3 attempt(s): {"kind":"response","status":503}',
    ]);
  });

  it("passes a 4xx through with the upstream's message, without retrying", async () => {
    upstream.script.push('400');
    const response = await askPrice();
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Width is not supported by our press.');
    expect(upstream.requests).toHaveLength(1);
    expect(upstreamLog.lines()).toEqual([expect.stringContaining('failed after 1 attempt(s)')]);
  });

  it('retries a reset connection and a slow answer (timeout)', async () => {
    upstream.script.push('reset', 'slow');
    const outcomes: AttemptOutcome['kind'][] = [];
    const result = await callUpstream(
      baseUrl,
      {
        method: 'POST',
        path: '/api/calculator-service/public/v1/prices',
        body: { width: 2, height: 2 },
        retry: true,
      },
      {
        timeoutMs: 300,
        sleep: async () => undefined,
        onAttempt: (_number, outcome) => outcomes.push(outcome.kind),
      },
    );
    expect(result.status).toBe(200);
    expect(outcomes).toEqual(['network', 'timeout', 'response']);
  });

  it('answers 504 with the server-error message when every attempt times out', async () => {
    upstream.script.push('slow', 'slow', 'slow');
    await expect(
      callUpstream(
        baseUrl,
        { method: 'GET', path: '/api/x', retry: true },
        { timeoutMs: 200, sleep: async () => undefined },
      ),
    ).rejects.toMatchObject({ statusCode: 504, message: errorMessages.priceServerError });
  });

  it('retries a quote POST with its idempotency key and stores exactly one quote', async () => {
    upstream.script.push('store-then-reset', '503');
    const response = await quotes(
      jsonRequest('/api/quote-service/public/v1/quotes', quoteBody(), {
        headers: { 'Idempotency-Key': 'proxy-key-0001' },
      }),
      undefined,
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ quoteNumber: 'UP-1' });
    expect(upstream.requests).toHaveLength(3);
    expect(upstream.storedQuotes.size).toBe(1);
  });

  it('does not retry a call marked unsafe to repeat', async () => {
    upstream.script.push('503');
    await expect(
      callUpstream(baseUrl, {
        method: 'POST',
        path: '/api/quote-service/public/v1/quotes',
        body: {},
        retry: false,
      }),
    ).rejects.toMatchObject({
      statusCode: 502,
    });
    expect(upstream.requests).toHaveLength(1);
  });
});
