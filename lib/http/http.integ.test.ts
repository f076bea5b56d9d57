import { z } from 'zod';
import {
  apiRoute,
  clientAddress,
  controlCharacterMessage,
  controlCharacterProblems,
  errors,
  isSameOrigin,
  readJson,
} from './server';
import { BUSY_MESSAGE, DomainError, invalidField } from '@/lib/errors';
import { jsonRequest } from '@/tests/helpers/database';

const schema = z.object({ name: z.string().min(1, 'Name is required.') });
const echo = apiRoute(
  async (request: Request) => Response.json(await readJson(request, schema), { status: 201 }),
  {
    stateChanging: true,
  },
);

describe('apiRoute', () => {
  it('runs the handler for a same-origin request', async () => {
    const response = await echo(jsonRequest('/api/echo', { name: 'Ana' }), {});
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ name: 'Ana' });
  });

  it('rejects a cross-origin state change with 403 and a JSON body', async () => {
    const response = await echo(
      jsonRequest('/api/echo', { name: 'Ana' }, { origin: 'https://evil.example' }),
      {},
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ statusCode: 403, code: 'ForbiddenOrigin' });
  });

  it('answers bad JSON with 400 and a bad field with 422 naming it', async () => {
    const badJson = await echo(jsonRequest('/api/echo', '{"name":'), {});
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ validationErrors: [{ location: 'body' }] });

    const badField = await echo(jsonRequest('/api/echo', { name: '' }), {});
    expect(badField.status).toBe(422);
    expect(await badField.json()).toEqual({
      message: 'Name is required.',
      code: 'ValidationError',
      statusCode: 422,
      validationErrors: [{ location: 'name', clientMessage: 'Name is required.' }],
    });
  });

  it('passes domain errors through with their headers, and hides unexpected ones', async () => {
    const limited = apiRoute(async () => Promise.reject(errors.tooManyRequests(2.2)), {
      stateChanging: false,
    });
    const response = await limited(jsonRequest('/api/x', {}), {});
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3');

    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const crashing = apiRoute(async () => Promise.reject(new Error('secret table name')), {
      stateChanging: false,
    });
    const crashed = await crashing(jsonRequest('/api/x', {}), {});
    expect(crashed.status).toBe(500);
    expect(JSON.stringify(await crashed.json())).not.toContain('secret');
    log.mockRestore();
  });

  it('answers each kind of domain error with its status, code and field', async () => {
    const failing = (error: Error) =>
      apiRoute(async () => Promise.reject(error), { stateChanging: false })(jsonRequest('/api/x', {}), {});
    const refused = await failing(invalidField('price', 'The price has changed.'));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      message: 'The price has changed.',
      code: 'ValidationError',
      statusCode: 422,
      validationErrors: [{ location: 'price', clientMessage: 'The price has changed.' }],
    });
    const expired = await failing(new DomainError('forbidden', 'Expired.', { code: 'InvalidSignature' }));
    expect([expired.status, (await expired.json()).code]).toEqual([403, 'InvalidSignature']);
    const rejected = await failing(new DomainError('upstream_rejected', 'No.', { upstreamStatus: 409 }));
    expect([rejected.status, (await rejected.json()).code]).toEqual([409, 'UpstreamRejected']);
    expect((await failing(new DomainError('upstream_timeout', 'Slow.'))).status).toBe(504);
  });

  it('answers a busy database 503 with Retry-After, also when a query error wraps it', async () => {
    const busy = new DomainError('busy', BUSY_MESSAGE);
    const wrapped = new Error('Failed query: select 1', { cause: busy });
    const answer = await apiRoute(async () => Promise.reject(wrapped), { stateChanging: false })(
      jsonRequest('/api/x', {}),
      {},
    );
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(await answer.json()).toEqual({ message: BUSY_MESSAGE, code: 'ServiceBusy', statusCode: 503 });
    // Thrown by another route bundle's copy of the class (the pool is shared through globalThis).
    const foreign = Object.assign(new Error(BUSY_MESSAGE), {
      name: 'DomainError',
      kind: 'busy',
      details: {},
    });
    const fromElsewhere = await apiRoute(
      async () => Promise.reject(new Error('Failed query: select 1', { cause: foreign })),
      { stateChanging: false },
    )(jsonRequest('/api/x', {}), {});
    expect(fromElsewhere.status).toBe(503);
  });
});

describe('isSameOrigin', () => {
  const request = (headers: Record<string, string>) =>
    new Request('http://localhost:3000/api/x', {
      method: 'POST',
      headers: { host: 'localhost:3000', ...headers },
    });

  it('accepts this origin and non-browser clients, rejects other sites', () => {
    expect(isSameOrigin(request({ origin: 'http://localhost:3000' }))).toBe(true);
    expect(isSameOrigin(request({}))).toBe(true);
    expect(isSameOrigin(request({ origin: 'http://localhost:3001' }))).toBe(false);
    expect(isSameOrigin(request({ origin: 'null' }))).toBe(false);
    expect(isSameOrigin(request({ 'sec-fetch-site': 'cross-site' }))).toBe(false);
  });

  const direct = { siteUrl: 'http://localhost:3000', trustedProxyHops: 0 };
  const behindProxy = { siteUrl: 'https://shop.example', trustedProxyHops: 1 };

  it('compares with the forwarded host only behind proxies of ours', () => {
    const forged = request({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' });
    // Nothing in front: X-Forwarded-Host is whatever the client sent, and is not read.
    expect(isSameOrigin(forged, [], direct)).toBe(false);
    // Behind a proxy of ours, which sets it: the host the visitor asked for.
    const proxied = request({ origin: 'https://shop.example', 'x-forwarded-host': 'shop.example' });
    expect(isSameOrigin(proxied, [], behindProxy)).toBe(true);
  });

  it("accepts the site's public address whatever Host the server was reached by", () => {
    const internal = (origin: string) =>
      new Request('http://10.0.0.5:3000/api/x', {
        method: 'POST',
        headers: { host: '10.0.0.5:3000', origin },
      });
    expect(isSameOrigin(internal('https://shop.example'), [], { ...behindProxy, trustedProxyHops: 0 })).toBe(
      true,
    );
    expect(isSameOrigin(internal('https://shop.example.evil.test'), [], behindProxy)).toBe(false);
  });
});

describe('clientAddress', () => {
  const from = (forwardedFor?: string) =>
    new Request('http://localhost:3000/api/x', {
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('with nothing in front, believes only the peer address the server appended', () => {
    expect(clientAddress(from('198.51.100.9'), 0)).toBe('198.51.100.9');
    expect(clientAddress(from('10.0.0.1, 198.51.100.9'), 0)).toBe('198.51.100.9');
  });

  it('behind N proxies of ours, believes the entry the first of them appended, not what the visitor sent', () => {
    // visitor-sent, what our proxy saw (the visitor), what the server saw (our proxy)
    expect(clientAddress(from('spoofed, 198.51.100.9, 10.0.0.2'), 1)).toBe('198.51.100.9');
    expect(clientAddress(from('spoofed, 198.51.100.9, 203.0.113.5, 10.0.0.2'), 2)).toBe('198.51.100.9');
  });

  it('takes the leftmost entry when there are fewer entries than proxies, and a stand-in when none', () => {
    expect(clientAddress(from('198.51.100.9'), 2)).toBe('198.51.100.9');
    expect(clientAddress(from(), 0)).toBe('local');
    expect(
      clientAddress(
        new Request('http://localhost:3000/api/x', { headers: { 'x-real-ip': '203.0.113.7' } }),
        0,
      ),
    ).toBe('local');
  });
});

describe('readJson limits', () => {
  const request = (body: BodyInit) =>
    new Request('http://localhost:3000/api/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('answers 400 to bytes that are not UTF-8 and 413 past a route-given cap', async () => {
    await expect(readJson(request(new Uint8Array([0x22, 0xff, 0x22])), z.string())).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      readJson(request(JSON.stringify('x'.repeat(100))), z.string(), { maxBytes: 50 }),
    ).rejects.toMatchObject({ statusCode: 413, message: 'The request body must not exceed 50 bytes.' });
  });

  it('names each text field holding a control character, allowing line breaks only where told', () => {
    const value = {
      note: 'a\nb',
      title: 'a\nb',
      items: [{ label: 'ok' }, { label: 'bell\u0007' }],
      count: 1,
    };
    expect(controlCharacterProblems(value, ['note']).map((problem) => problem.location)).toEqual([
      'title',
      'items.1.label',
    ]);
    expect(controlCharacterProblems('\u0000')).toEqual([
      { location: 'body', clientMessage: controlCharacterMessage },
    ]);
    expect(controlCharacterProblems({ name: 'Zoë O’Brien — 東京 🙂' })).toEqual([]);
  });
});

describe('a production server reached with no client address', () => {
  it('says once in its log that such requests share one rate-limit allowance', async () => {
    await jest.isolateModulesAsync(async () => {
      const env = process.env as Record<string, string | undefined>;
      const saved = env.NODE_ENV;
      env.NODE_ENV = 'production';
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        const http = await import('@/lib/http/server');
        const bare = () => new Request('http://localhost:3000/api/x');
        expect([http.clientAddress(bare(), 0), http.clientAddress(bare(), 0)]).toEqual(['local', 'local']);
        expect(
          http.clientAddress(new Request('http://x/', { headers: { 'x-forwarded-for': '198.51.100.4' } }), 0),
        ).toBe('198.51.100.4');
        expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
          expect.stringMatching(
            /^\[http\] a request came without X-Forwarded-For: every such request shares one rate-limit allowance/,
          ),
        ]);
      } finally {
        env.NODE_ENV = saved;
        warn.mockRestore();
      }
    });
  });
});
