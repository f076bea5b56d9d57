import { seedPriceBook } from '@/content/price-book';
import { POST as prices } from '@/app/api/calculator-service/public/v1/prices/route';
import { POST as identity } from '@/app/api/identity/route';
import { GET as presign } from '@/app/api/quote-service/public/v1/presigned-urls/route';
import { POST as quotes } from '@/app/api/quote-service/public/v1/quotes/route';
import { getDatabase, tables } from '@/lib/db/server';
import { priceQuote } from '@/lib/pricing';
import { idempotencyKeyReusedMessage, listQuotesForCustomer } from '@/lib/quotes/server';
import { callUpstream, type AttemptOutcome } from '@/lib/upstream/server';
import { retryPolicy } from '@/lib/upstream/retry';
import { errorMessages } from '@/lib/validation/messages';
import { amplifyCookies, subOf } from '@/tests/helpers/amplify-cookies';
import { describeWithDatabase, jsonRequest } from '@/tests/helpers/database';
import { identityDriver } from '@/tests/helpers/identity-driver';
import { pdfBytes, quoteBody } from '@/tests/helpers/quotes';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';
import { startUpstreamServer, type StandInUpstream } from '@/tests/helpers/upstream-server';

freshRateLimitsEachTest();

let upstream: StandInUpstream;

beforeAll(async () => {
  upstream = await startUpstreamServer();
  // Proxy mode: the routes read the configuration on first use, after this.
  process.env.PRINT_API_BASE_URL = upstream.baseUrl;
  process.env.PRINT_API_UPLOAD_ORIGINS = upstream.uploadOrigin;
});

afterAll(() => upstream.close());

beforeEach(() => {
  upstream.reset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

const askPrice = () =>
  prices(
    jsonRequest('/api/calculator-service/public/v1/prices', {
      width: 2,
      height: 2,
      finish: 'gloss',
      embossing: 'none',
    }),
    undefined,
  );

let keyCounter = 0;
const freshKey = () => `proxy-key-${Date.now()}-${(keyCounter += 1)}`;
const submit = (body: unknown, key = freshKey(), headers: Record<string, string> = {}) =>
  quotes(
    jsonRequest('/api/quote-service/public/v1/quotes', body, {
      headers: { 'Idempotency-Key': key, 'x-forwarded-for': nextVisitorAddress(), ...headers },
    }),
    undefined,
  );
const askUploadUrl = (fileName = 'art.pdf', fileType = 'application/pdf') =>
  presign(
    new Request(
      `http://localhost:3000/api/quote-service/public/v1/presigned-urls?${new URLSearchParams({ fileName, fileType })}`,
      { headers: { 'x-forwarded-for': nextVisitorAddress() } },
    ),
    undefined,
  );
const quotePath = '/prod/api/quote-service/public/v1/quotes';

async function localQuoteRows() {
  const { db } = await getDatabase();
  return db.select().from(tables.quotes);
}

describe('price calls in proxy mode against the stand-in upstream', () => {
  it('forwards the price call to <base>/prod/api/... and returns its answer', async () => {
    const response = await askPrice();
    expect(response.status).toBe(200);
    const { pricingMatrix } = JSON.parse((await response.json()).body);
    expect(pricingMatrix).toEqual(
      priceQuote(seedPriceBook, { width: 2, height: 2, finish: 'gloss', embossing: 'none' }).pricingMatrix,
    );
    expect(upstream.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /prod/api/calculator-service/public/v1/prices',
    ]);
  });

  it('retries 429 and 503 and succeeds on the third attempt', async () => {
    upstream.fail({ kind: 'status', status: 429 }, { kind: 'status', status: 503 });
    const response = await askPrice();
    expect(response.status).toBe(200);
    expect(upstream.requests).toHaveLength(3);
  });

  it('gives up after 3 attempts with the spec message for a server error', async () => {
    upstream.fail(
      { kind: 'status', status: 503 },
      { kind: 'status', status: 429 },
      { kind: 'status', status: 500 },
    );
    const response = await askPrice();
    expect(response.status).toBe(502);
    expect((await response.json()).message).toBe(errorMessages.priceServerError);
    expect(upstream.requests).toHaveLength(3);
  });

  it("passes a 4xx through with the upstream's message, without retrying", async () => {
    upstream.fail({ kind: 'status', status: 400, message: 'Width is not supported by our press.' });
    const response = await askPrice();
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Width is not supported by our press.');
    expect(upstream.requests).toHaveLength(1);
  });

  it("answers a 4xx without a message with the spec's bad-request message", async () => {
    upstream.fail({ kind: 'answer', status: 404, body: {} });
    const response = await askPrice();
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe(errorMessages.priceBadRequest);
  });

  it('retries a reset connection and a slow answer (timeout)', async () => {
    upstream.fail({ kind: 'reset' }, { kind: 'timeout', ms: 2000 });
    const outcomes: AttemptOutcome['kind'][] = [];
    const result = await callUpstream(
      upstream.baseUrl,
      {
        method: 'POST',
        path: '/api/calculator-service/public/v1/prices',
        body: { width: 2, height: 2, finish: 'matte', embossing: 'none' },
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
    upstream.fail(...Array.from({ length: 3 }, () => ({ kind: 'timeout', ms: 2000 }) as const));
    await expect(
      callUpstream(
        upstream.baseUrl,
        { method: 'GET', path: '/api/x', retry: true },
        { timeoutMs: 200, sleep: async () => undefined },
      ),
    ).rejects.toMatchObject({ kind: 'upstream_timeout', message: errorMessages.priceServerError });
  });

  it('does not retry a call marked unsafe to repeat', async () => {
    upstream.fail({ kind: 'status', status: 503 });
    await expect(
      callUpstream(upstream.baseUrl, {
        method: 'POST',
        path: '/api/quote-service/public/v1/quotes',
        body: {},
        retry: false,
      }),
    ).rejects.toMatchObject({ kind: 'upstream_failed' });
    expect(upstream.requests).toHaveLength(1);
  });
});

describe('artwork uploads in proxy mode', () => {
  it("hands out the upstream's pre-signed URL, which takes the file with the signed content type only", async () => {
    const response = await askUploadUrl();
    expect(response.status).toBe(200);
    const { uploadURL } = await response.json();
    expect(new URL(uploadURL).origin).toBe(upstream.uploadOrigin);
    expect(upstream.requests[0]).toMatchObject({
      method: 'GET',
      path: '/prod/api/quote-service/public/v1/presigned-urls',
    });

    const put = (contentType: string) =>
      fetch(uploadURL, {
        method: 'PUT',
        headers: { 'content-type': contentType },
        body: new Uint8Array(pdfBytes()),
      });
    expect((await put('image/png')).status).toBe(403);
    expect((await put('application/pdf')).status).toBe(200);
    expect(upstream.uploads.get(new URL(uploadURL).pathname)).toEqual({
      contentType: 'application/pdf',
      size: 1024,
    });
  });

  it('retries the presign call and refuses a bad file type before asking the upstream', async () => {
    upstream.fail({ kind: 'status', status: 503 });
    expect((await askUploadUrl()).status).toBe(200);
    expect(upstream.requests).toHaveLength(2);
    upstream.reset();
    expect((await askUploadUrl('run.exe', 'application/x-msdownload')).status).toBe(422);
    expect(upstream.requests).toHaveLength(0);
  });

  it('refuses an upload URL on a host outside PRINT_API_UPLOAD_ORIGINS (the browser could not use it)', async () => {
    upstream.fail({
      kind: 'answer',
      status: 200,
      body: { uploadURL: 'https://elsewhere.example/artwork/x.pdf?sig=1' },
    });
    const response = await askUploadUrl();
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ message: errorMessages.priceServerError });
  });
});

describeWithDatabase('quotes in proxy mode', () => {
  it('retries a quote with the same idempotency key, stores one upstream quote and records it here', async () => {
    upstream.fail({ kind: 'store-then-reset' }, { kind: 'status', status: 503 });
    const body = quoteBody();
    const response = await submit(body);
    expect(response.status).toBe(201);
    const { quoteNumber } = await response.json();
    expect(quoteNumber).toMatch(/^UP-\d{5}$/);

    const attempts = upstream.requests.filter((request) => request.path === quotePath);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((attempt) => attempt.idempotencyKey)).size).toBe(1);
    expect(upstream.quotes.get(attempts[0]!.idempotencyKey!)?.quoteNumber).toBe(quoteNumber);

    const recorded = (await localQuoteRows()).filter((row) => row.upstreamReference === quoteNumber);
    expect(recorded).toHaveLength(1);
    // The upstream stored it on the first attempt, whose answer was lost: the last attempt got its replay.
    expect(recorded[0]).toMatchObject({
      contactEmail: body.contactEmail,
      upstreamAnswer: { status: 200, body: { quoteNumber } },
    });
    const listed = await listQuotesForCustomer({ email: body.contactEmail });
    expect(listed.map((quote) => quote.number)).toEqual([quoteNumber]);
  });

  it("forwards another product's price request and quote with its fields: the same body the browser sent", async () => {
    const priceBody = {
      product: 'magnets',
      option: 'die-cut',
      material: '30-mil-magnet',
      width: 3,
      height: 3,
      finish: 'gloss',
      embossing: 'none',
    };
    const priced = await prices(
      jsonRequest('/api/calculator-service/public/v1/prices', priceBody),
      undefined,
    );
    expect(priced.status).toBe(200);
    const body = quoteBody({
      product: 'magnets',
      productOption: 'die-cut',
      material: '30-mil-magnet',
      embossingOption: 'none',
      size: { width: 3, height: 3 },
      quantity: 100,
    });
    expect((await submit(body)).status).toBe(201);
    const sent = upstream.requests.map((request) => request.body);
    expect(sent).toEqual([priceBody, body]);
  });

  it('answers a replay with the first quote, and refuses the key with another body without asking upstream', async () => {
    const body = quoteBody();
    const key = freshKey();
    const first = await submit(body, key);
    expect(first.status).toBe(201);
    const { quoteNumber } = await first.json();
    const replay = await submit(body, key);
    expect(replay.status).toBe(200);
    expect((await replay.json()).quoteNumber).toBe(quoteNumber);

    upstream.reset();
    const reused = await submit({ ...body, contactName: 'Someone Else' }, key);
    expect(reused.status).toBe(422);
    const answer = await reused.json();
    expect(answer).toMatchObject({
      validationErrors: [{ location: 'Idempotency-Key', clientMessage: idempotencyKeyReusedMessage }],
    });
    expect(JSON.stringify(answer)).not.toContain(quoteNumber);
    expect(upstream.requests).toHaveLength(0);
    expect((await localQuoteRows()).filter((row) => row.idempotencyKey === key)).toHaveLength(1);
  });

  it("records a signed-in customer's forwarded quote with their account, so the dashboard lists it", async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const user = await identityDriver(identity, () => '198.51.100.8').signedIn();
    const body = { ...quoteBody(), contactEmail: 'buyer@example.org' };
    const response = await submit(body, freshKey(), { cookie: amplifyCookies(user) });
    expect(response.status).toBe(201);
    const { quoteNumber } = await response.json();
    const mine = await listQuotesForCustomer({ userId: subOf(user.IdToken), email: user.email });
    expect(mine.map((quote) => quote.number)).toContain(quoteNumber);
  });

  it("maps the upstream's refusals and failures to the spec's messages and records nothing", async () => {
    const before = (await localQuoteRows()).length;
    upstream.fail({ kind: 'status', status: 409, message: 'This quote cannot be accepted.' });
    const refused = await submit(quoteBody());
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe('This quote cannot be accepted.');

    upstream.fail(...Array.from({ length: 3 }, () => ({ kind: 'status', status: 500 }) as const));
    const failed = await submit(quoteBody());
    expect(failed.status).toBe(502);
    expect((await failed.json()).message).toBe(errorMessages.priceServerError);
    expect((await localQuoteRows()).length).toBe(before);
  });

  it('retries a quote whose first attempt timed out, with the same key, and stores it once', async () => {
    // The spec's 10-second attempt timeout, shortened here so the test does not wait it out.
    const timeout = jest.replaceProperty(retryPolicy as { timeoutMs: number }, 'timeoutMs', 500);
    upstream.fail({ kind: 'timeout', ms: 3_000 });
    const response = await submit(quoteBody()).finally(() => timeout.restore());
    expect(response.status).toBe(201);
    const attempts = upstream.requests.filter((request) => request.path === quotePath);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.idempotencyKey).toBe(attempts[1]!.idempotencyKey);
  });

  it('refuses an artwork URL that is not on the upstream upload origin, before forwarding', async () => {
    const response = await submit(
      quoteBody({ uploadOption: 'upload', uploadedFileUrl: 'https://elsewhere.example/artwork/x.pdf' }),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).validationErrors[0].location).toBe('uploadedFileUrl');
    expect(upstream.requests).toHaveLength(0);
  });
});
