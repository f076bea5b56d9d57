import { randomUUID } from 'node:crypto';
import { GET as presign } from '@/app/api/quote-service/public/v1/presigned-urls/route';
import { POST as submitQuote } from '@/app/api/quote-service/public/v1/quotes/route';
import { POST as contact } from '@/app/api/contact/route';
import { POST as prices } from '@/app/api/calculator-service/public/v1/prices/route';
import { POST as identity } from '@/app/api/identity/route';
import { BUILT_IN_CLIENT_ID } from '@/lib/identity/server';
import { PRICE_RATE_LIMIT } from '@/lib/constants';
import { getDatabase, tables } from '@/lib/db/server';
import { JSON_BODY_MAX_BYTES, controlCharacterMessage } from '@/lib/http/server';
import { describeWithDatabase, jsonRequest } from '@/tests/helpers/database';
import { quoteBody } from '@/tests/helpers/quotes';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';

type Route = (request: Request, context: undefined) => Promise<Response>;

const post = (route: Route, url: string, body: unknown, headers: Record<string, string> = {}) =>
  route(
    jsonRequest(url, body, {
      headers: {
        'x-forwarded-for': nextVisitorAddress(),
        'idempotency-key': randomUUID(),
        ...headers,
      },
    }),
    undefined,
  );

/** A chunked body (no Content-Length) that would run to `totalBytes`; `pulled()` tells how much was read. */
function endlessBody(totalBytes: number) {
  let produced = 0;
  const chunk = new Uint8Array(16 * 1024).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (produced >= totalBytes) return controller.close();
      produced += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => produced };
}

function chunkedRequest(
  url: string,
  stream: ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) {
  return new Request(new URL(url, 'http://localhost:3000'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'idempotency-key': randomUUID(),
      ...headers,
    },
    body: stream,
    duplex: 'half',
  } as RequestInit);
}

const contactMessage = {
  name: 'Ana Flores',
  email: 'ana@example.com',
  subject: 'Labels',
  message: 'Could you print 500 labels?',
};

const routes: [string, Route, string, () => unknown][] = [
  ['contact', contact, '/api/contact', () => contactMessage],
  ['quotes', submitQuote, '/api/quote-service/public/v1/quotes', () => quoteBody()],
  ['prices', prices, '/api/calculator-service/public/v1/prices', () => ({ width: 3, height: 2 })],
];

async function storedRows() {
  const { db } = await getDatabase();
  const [contacts, quotes] = await Promise.all([
    db.select({ subject: tables.contactMessages.subject }).from(tables.contactMessages),
    db.select({ contactName: tables.quotes.contactName }).from(tables.quotes),
  ]);
  return { contacts: contacts.map((row) => row.subject), quotes: quotes.map((row) => row.contactName) };
}

describeWithDatabase('JSON routes: body size and control characters', () => {
  freshRateLimitsEachTest();
  beforeAll(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  describe.each(routes)('%s', (_name, route, url, validBody) => {
    it('answers 413 to a declared body over the cap without reading it', async () => {
      const { stream, pulled } = endlessBody(100 * 1024 * 1024);
      const response = await route(
        chunkedRequest(url, stream, { 'content-length': String(100 * 1024 * 1024) }),
        undefined,
      );
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ statusCode: 413, code: 'PayloadTooLarge' });
      expect(pulled()).toBeLessThanOrEqual(64 * 1024);
    });

    it('answers 413 to a chunked body once it passes the cap, reading no further', async () => {
      const { stream, pulled } = endlessBody(100 * 1024 * 1024);
      const response = await route(chunkedRequest(url, stream), undefined);
      expect(response.status).toBe(413);
      expect(pulled()).toBeLessThan(JSON_BODY_MAX_BYTES + 64 * 1024);
    });

    it('still accepts a valid body', async () => {
      expect((await post(route, url, validBody())).status).toBeLessThan(300);
    });
  });

  it('answers 422 naming the field for NUL or a line break in a one-line contact field, and stores nothing', async () => {
    for (const [field, value] of [
      ['subject', 'Labels\u0000'],
      ['subject', 'Labels\r\n[outbox] sms to +17145550100: 123456'],
      ['name', 'Ana\u001bFlores'],
      ['message', 'Hello\u0000'],
    ] as const) {
      const response = await post(contact, '/api/contact', { ...contactMessage, [field]: value });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({
        validationErrors: [{ location: field, clientMessage: controlCharacterMessage }],
      });
    }
    expect((await storedRows()).contacts).not.toContainEqual(expect.stringContaining('\u0000'));
  });

  it('keeps line breaks and tabs in the contact message', async () => {
    const response = await post(contact, '/api/contact', {
      ...contactMessage,
      subject: 'Multi-line',
      message: 'Line one\r\nLine two\n\tindented',
    });
    expect(response.status).toBe(201);
  });

  it('answers 422 naming the field for control characters in a quote, also nested, and stores nothing', async () => {
    const response = await post(submitQuote, '/api/quote-service/public/v1/quotes', {
      ...quoteBody(),
      contactName: 'Dana\u0000Rivera',
      productOption: 'die-cut\u0085',
    });
    expect(response.status).toBe(422);
    const { validationErrors } = await response.json();
    expect(validationErrors).toEqual(
      expect.arrayContaining([
        { location: 'contactName', clientMessage: controlCharacterMessage },
        { location: 'productOption', clientMessage: controlCharacterMessage },
      ]),
    );
    expect((await storedRows()).quotes).not.toContain('Dana\u0000Rivera');

    const nested = await post(submitQuote, '/api/quote-service/public/v1/quotes', {
      ...quoteBody(),
      size: { width: 3, height: '2\u0000' },
    });
    expect(nested.status).toBe(422);
    expect((await nested.json()).validationErrors).toContainEqual({
      location: 'size.height',
      clientMessage: controlCharacterMessage,
    });
  });

  it('answers 422 naming the field for control characters in a price request', async () => {
    const response = await post(prices, '/api/calculator-service/public/v1/prices', {
      width: 3,
      height: 2,
      finish: 'gloss\u0000',
    });
    expect(response.status).toBe(422);
    expect((await response.json()).validationErrors).toEqual([
      { location: 'finish', clientMessage: controlCharacterMessage },
    ]);
  });

  it('answers 422 naming the query parameter for a control character in an upload file name', async () => {
    const query = new URLSearchParams({ fileName: 'art\u0000.pdf', fileType: 'application/pdf' });
    const response = await presign(
      new Request(`http://localhost:3000/api/quote-service/public/v1/presigned-urls?${query}`),
      undefined,
    );
    expect(response.status).toBe(422);
    expect((await response.json()).validationErrors).toEqual([
      { location: 'fileName', clientMessage: controlCharacterMessage },
    ]);
  });

  describe('the identity endpoint', () => {
    const call = (body: BodyInit, headers: Record<string, string> = {}) =>
      identity(
        new Request('http://localhost:3000/api/identity', {
          method: 'POST',
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
            'x-forwarded-for': nextVisitorAddress(),
            host: 'localhost:3000',
            ...headers,
          },
          body,
          duplex: 'half',
        } as RequestInit),
      );

    const signUp = (username: string) =>
      JSON.stringify({
        ClientId: BUILT_IN_CLIENT_ID,
        Username: username,
        Password: 'Harbor7!x',
        UserAttributes: [
          { Name: 'name', Value: 'Sam Reed' },
          { Name: 'phone_number', Value: '+17145550123' },
        ],
      });

    it('refuses a control character with InvalidParameterException naming the field, not a 500', async () => {
      const response = await call(signUp('nul\u0000@example.com'));
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.__type).toBe('InvalidParameterException');
      expect(body.message).toContain("Value at 'Username'");
      expect(body.message).toContain(controlCharacterMessage);

      const attribute = await call(signUp('sam@example.com').replace('Sam Reed', 'Sam\\u0000Reed'));
      expect((await attribute.json()).message).toContain("Value at 'UserAttributes.0.Value'");
    });

    it('answers 413 in the Cognito error shape to a body over 16 KB, declared or chunked', async () => {
      const declared = await call(signUp('big@example.com').padEnd(17 * 1024, ' '));
      expect(declared.status).toBe(413);
      expect((await declared.json()).__type).toBe('InvalidParameterException');

      const { stream, pulled } = endlessBody(100 * 1024 * 1024);
      const chunked = await call(stream);
      expect(chunked.status).toBe(413);
      expect(pulled()).toBeLessThan(64 * 1024);
    });
  });
});

describe('the per-address price limit', () => {
  freshRateLimitsEachTest();

  it(`allows ${PRICE_RATE_LIMIT.limit} price requests per address in the window, then 429 with Retry-After`, async () => {
    const ask = (address: string) =>
      prices(
        jsonRequest(
          '/api/calculator-service/public/v1/prices',
          { width: 3, height: 2 },
          {
            headers: { 'x-forwarded-for': address },
          },
        ),
        undefined,
      );
    const statuses = [];
    for (let sent = 0; sent < PRICE_RATE_LIMIT.limit; sent += 1)
      statuses.push((await ask('203.0.113.7')).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await ask('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(PRICE_RATE_LIMIT.windowMs / 1000 - 60);
    expect((await ask('203.0.113.8')).status).toBe(200);
  });
});
