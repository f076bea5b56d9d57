import { existsSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { GET as presign } from '@/app/api/quote-service/public/v1/presigned-urls/route';
import { POST } from '@/app/api/quote-service/public/v1/quotes/route';
import { PUT } from '@/app/api/uploads/[key]/route';
import { getDatabase, tables } from '@/lib/db/server';
import { listOutbox } from '@/lib/messaging/server';
import { quoteForViewer } from '@/lib/orders/server';
import { productApiLimits } from '@/lib/product-api/server';
import {
  ABANDONED_ARTWORK_AFTER_MS,
  idempotencyKeyReusedMessage,
  listQuotesForCustomer,
  priceMismatchMessage,
  removeAbandonedArtwork,
} from '@/lib/quotes/server';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase, jsonRequest } from '@/tests/helpers/database';
import { pdfBytes, quoteBody, testDataDir } from '@/tests/helpers/quotes';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';
import { addressMessages, quoteMessages } from '@/lib/validation/messages';

const dataDir = testDataDir();
freshRateLimitsEachTest();
// Without SMTP the log is the e-mail delivery: every quote logs its two messages.
captureLogLines('info', '[outbox]');

const url = '/api/quote-service/public/v1/quotes';
let keyCounter = 0;
const freshKey = () => `test-key-${Date.now()}-${(keyCounter += 1)}`;
// Each call comes from its own address unless told, so the per-address limit stays out of the way.
const submit = (
  body: unknown,
  key: string | null = freshKey(),
  origin?: string,
  address = nextVisitorAddress(),
) =>
  POST(
    jsonRequest(url, body, {
      headers: { 'x-forwarded-for': address, ...(key ? { 'Idempotency-Key': key } : {}) },
      ...(origin ? { origin } : {}),
    }),
    undefined,
  );

async function uploadedPdfUrl(): Promise<string> {
  const query = new URLSearchParams({ fileName: 'art.pdf', fileType: 'application/pdf' });
  const presigned = await presign(
    new Request(`http://localhost:3000/api/quote-service/public/v1/presigned-urls?${query}`),
    undefined,
  );
  const uploadURL = new URL((await presigned.json()).uploadURL);
  const key = uploadURL.pathname.split('/').pop()!;
  const request = new Request(uploadURL, {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf', origin: 'http://localhost:3000', host: 'localhost:3000' },
    body: new Uint8Array(pdfBytes()),
  });
  expect((await PUT(request, { params: Promise.resolve({ key }) })).status).toBe(200);
  return uploadURL.origin + uploadURL.pathname;
}

async function quoteCount(): Promise<number> {
  const { db } = await getDatabase();
  return (await db.select().from(tables.quotes)).length;
}

describeWithDatabase('POST /api/quote-service/public/v1/quotes', () => {
  it('stores the quote with the server price, answers 201 and e-mails the customer and the shop', async () => {
    const body = quoteBody();
    const response = await submit(body);
    expect(response.status).toBe(201);
    const { quoteNumber, quote } = await response.json();
    expect(quoteNumber).toMatch(/^Q-\d{6}-[0-9A-HJKMNP-TV-Z]{5}$/);
    // Picked up at the shop: California's 7.75 % on the price, rounded half up to the cent.
    const priceCents = Math.round(body.price * 100);
    const taxCents = Math.floor((priceCents * 775 + 5000) / 10000);
    expect(quote).toMatchObject({
      product: 'Stickers & Labels',
      option: 'Die Cut',
      size: '3 x 2 in',
      quantity: 250,
      totalPrice: (priceCents + taxCents) / 100,
      status: 'received',
    });

    const [confirmation] = await listOutbox({ recipient: body.contactEmail });
    const dollars = (cents: number) =>
      `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(confirmation?.body).toContain(`Sales tax: ${dollars(taxCents)} (7.75%, California)`);
    expect(confirmation?.body).toContain(`Total: ${dollars(priceCents + taxCents)}`);
    expect(confirmation?.subject).toBe(`We received your quote ${quoteNumber}`);
    expect(confirmation?.body).toContain('Quantity: 250');
    const shop = await listOutbox({ recipient: 'support@coastlineprint.co' });
    const notice = shop.find((message) => message.subject?.includes(quoteNumber));
    expect(notice).toBeDefined();

    // The confirmation's link opens this quote for whoever holds it, signed in or not; the
    // shop's notice carries none.
    const link = new URL(/Follow your quote[^:]*: (\S+)/.exec(confirmation!.body)![1]!);
    expect(link.pathname).toBe(`/quotes/${quoteNumber}`);
    const accessToken = link.searchParams.get('access')!;
    const viewer = { accessToken, address: nextVisitorAddress() };
    expect((await quoteForViewer({ number: quoteNumber, ...viewer })).number).toBe(quoteNumber);
    await expect(quoteForViewer({ number: 'Q-000000-00000', ...viewer })).rejects.toThrow();
    expect(notice!.body).not.toContain(accessToken);
  });

  it('returns the first quote when the same request is sent again with its key, and stores one row', async () => {
    const body = quoteBody();
    const key = freshKey();
    const before = await quoteCount();
    const first = await submit(body, key);
    expect(first.status).toBe(201);
    const again = await submit(body, key);
    expect(again.status).toBe(200);
    // The replay's answer is read from the database; the first was made from what was written.
    expect(await again.json()).toEqual(await first.json());
    expect(await quoteCount()).toBe(before + 1);
  });

  it('refuses a reused key with a different body (422 naming the header), revealing nothing of the first quote', async () => {
    const body = quoteBody();
    const key = freshKey();
    const first = await (await submit(body, key)).json();
    const before = await quoteCount();
    for (const changed of [
      { ...body, quantity: 500, price: quoteBody({ quantity: 500 }).price },
      { ...body, price: 1 },
    ]) {
      const reused = await submit(changed, key);
      expect(reused.status).toBe(422);
      const answer = await reused.json();
      expect(answer).toMatchObject({
        message: idempotencyKeyReusedMessage,
        validationErrors: [{ location: 'Idempotency-Key', clientMessage: idempotencyKeyReusedMessage }],
      });
      expect(JSON.stringify(answer)).not.toContain(first.quoteNumber);
      expect(answer.quote).toBeUndefined();
    }
    expect(await quoteCount()).toBe(before);
    // The first request, sent again, still gets its quote.
    expect((await (await submit(body, key)).json()).quoteNumber).toBe(first.quoteNumber);
  });

  it("gives another visitor who sends someone's key their own quote, not the other one", async () => {
    const key = freshKey();
    const first = await (await submit(quoteBody(), key)).json();
    const other = await submit(quoteBody(), key);
    expect(other.status).toBe(201);
    expect((await other.json()).quoteNumber).not.toBe(first.quoteNumber);
  });

  it('stores one quote when the same key arrives twice at once (double click)', async () => {
    const body = quoteBody();
    const key = freshKey();
    const before = await quoteCount();
    const [a, b] = await Promise.all([submit(body, key), submit(body, key)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect((await a.json()).quoteNumber).toBe((await b.json()).quoteNumber);
    expect(await quoteCount()).toBe(before + 1);
    expect(await listOutbox({ recipient: body.contactEmail })).toHaveLength(1);
  });

  it('stores quotes that arrive together each once, with their own number and e-mails', async () => {
    const bodies = Array.from({ length: 20 }, (_, index) =>
      quoteBody({ contactEmail: `together-${Date.now()}-${index}@example.com` }),
    );
    const before = await quoteCount();
    const answers = await Promise.all(bodies.map((body) => submit(body)));
    expect(answers.map((answer) => answer.status)).toEqual(bodies.map(() => 201));
    const numbers = await Promise.all(
      answers.map(async (answer) => (await answer.json()).quoteNumber as string),
    );
    expect(new Set(numbers).size).toBe(bodies.length);
    expect(await quoteCount()).toBe(before + bodies.length);
    for (const [index, body] of bodies.entries()) {
      const messages = await listOutbox({ recipient: body.contactEmail });
      expect(messages.map((message) => message.subject)).toEqual([
        `We received your quote ${numbers[index]}`,
      ]);
    }
  });

  it('answers a replay that arrives among new quotes with its first quote, and stores each new one once', async () => {
    const replayed = quoteBody({ contactEmail: `replayed-${Date.now()}@example.com` });
    const key = freshKey();
    const first = await (await submit(replayed, key)).json();
    const bodies = Array.from({ length: 6 }, (_, index) =>
      quoteBody({ contactEmail: `beside-a-replay-${Date.now()}-${index}@example.com` }),
    );
    const before = await quoteCount();
    // Sent together, the replay shares a group write with the new quotes: its taken key fails
    // that statement, and the quotes are then written one by one.
    const [again, ...answers] = await Promise.all([
      submit(replayed, key),
      ...bodies.map((body) => submit(body)),
    ]);
    expect(again!.status).toBe(200);
    expect((await again!.json()).quoteNumber).toBe(first.quoteNumber);
    expect(answers.map((answer) => answer.status)).toEqual(bodies.map(() => 201));
    expect(await quoteCount()).toBe(before + bodies.length);
    expect(await listOutbox({ recipient: replayed.contactEmail })).toHaveLength(1);
    for (const [index, body] of bodies.entries()) {
      const { quoteNumber } = await answers[index]!.json();
      const messages = await listOutbox({ recipient: body.contactEmail });
      expect(messages.map((message) => message.subject)).toEqual([`We received your quote ${quoteNumber}`]);
    }
  });

  it('rejects a tampered price with 422 and stores nothing', async () => {
    const before = await quoteCount();
    const response = await submit({ ...quoteBody(), price: 1 });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      message: priceMismatchMessage,
      validationErrors: [{ location: 'price' }],
    });
    expect(await quoteCount()).toBe(before);
  });

  it.each([
    [{ quantity: 49 }, 'quantity'],
    [{ quantity: 100_001 }, 'quantity'],
    [{ quantity: 52 }, 'quantity'],
    [{ quantity: '250' }, 'quantity'],
    [{ size: { width: -2, height: 2 } }, 'size.width'],
    [{ size: { width: 2, height: 5000 } }, 'size.height'],
    [{ finishOption: 'satin' }, 'finishOption'],
    [{ contactEmail: '' }, 'contactEmail'],
    [{ contactName: undefined }, 'contactName'],
    [{ fulfillmentMethod: 'ship' }, 'shippingAddress1'],
    [{ uploadOption: 'upload' }, 'uploadedFileUrl'],
    [
      {
        uploadOption: 'upload',
        uploadedFileUrl: 'http://localhost:3000/api/uploads/00000000-0000-0000-0000-000000000000-x.pdf',
      },
      'uploadedFileUrl',
    ],
  ])('rejects %j with 422 naming %s', async (overrides, field) => {
    const response = await submit(quoteBody(overrides));
    expect(response.status).toBe(422);
    const { validationErrors } = await response.json();
    expect(validationErrors.map((problem: { location: string }) => problem.location)).toContain(field);
  });

  const shipTo = (address: Record<string, unknown> = {}) =>
    quoteBody({
      fulfillmentMethod: 'ship',
      shippingAddress1: '1 Main St',
      shippingCity: 'Irvine',
      shippingState: 'CA',
      shippingPostalCode: '92618',
      shippingCountry: 'US',
      ...address,
    });

  it.each([
    [{ shippingState: 'Californ' }, 'shippingState', addressMessages.invalidStateAcronym],
    [{ shippingState: 'PR' }, 'shippingState', addressMessages.invalidStateAcronym],
    [{ shippingPostalCode: 'ABCDE' }, 'shippingPostalCode', addressMessages.invalidAddressZip],
    [{ shippingPostalCode: '92618-1234' }, 'shippingPostalCode', addressMessages.invalidAddressZip],
    [{ shippingCountry: 'Narnia' }, 'shippingCountry', addressMessages.invalidCountry],
    [{ shippingCountry: undefined }, 'shippingCountry', quoteMessages.countryRequired],
  ])('refuses the U.S. address %j with 422 naming %s, storing nothing', async (address, field, message) => {
    const before = await quoteCount();
    const response = await submit(shipTo(address));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      validationErrors: [{ location: field, clientMessage: message }],
    });
    expect(await quoteCount()).toBe(before);
  });

  it('stores a shipped quote with the state code upper-cased and the country as US', async () => {
    const response = await submit(shipTo({ shippingState: ' ny ', shippingCountry: 'United States' }));
    expect(response.status).toBe(201);
    const { quoteNumber } = await response.json();
    const { db } = await getDatabase();
    const [row] = await db.select().from(tables.quotes).where(eq(tables.quotes.number, quoteNumber));
    expect(row).toMatchObject({ shippingState: 'NY', shippingPostalCode: '92618', shippingCountry: 'US' });
  });

  it('answers a too-long name with 422 naming the limit', async () => {
    const response = await submit(quoteBody({ contactName: 'N'.repeat(65) }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      message: 'Name must be at most 64 characters.',
      validationErrors: [{ location: 'contactName', clientMessage: 'Name must be at most 64 characters.' }],
    });
  });

  it('takes 30 quotes an hour from one address and refuses the next with 429, storing nothing', async () => {
    const address = '203.0.113.40';
    const from = (body: unknown, sentBy = address) => submit(body, freshKey(), undefined, sentBy);
    // A quote the server turns away costs nothing: the customer fixes it and sends again.
    expect((await from(quoteBody({ quantity: 49 }))).status).toBe(422);
    for (let count = 0; count < productApiLimits.quotes.limit; count += 1) {
      expect((await from(quoteBody())).status).toBe(201);
    }
    const before = await quoteCount();
    const refused = await from(quoteBody());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ statusCode: 429, code: 'TooManyRequests' });
    // What the visitor writes in front of the address our proxy saw changes nothing.
    expect((await from(quoteBody(), `198.51.100.1, ${address}`)).status).toBe(429);
    expect(await quoteCount()).toBe(before);
    expect((await from(quoteBody(), '203.0.113.41')).status).toBe(201);
  });

  it('requires the idempotency key and refuses other origins', async () => {
    expect((await submit(quoteBody(), null)).status).toBe(422);
    expect((await submit(quoteBody(), freshKey(), 'https://evil.example')).status).toBe(403);
  });

  it('accepts a shipped quote that references an uploaded file', async () => {
    const uploadedFileUrl = await uploadedPdfUrl();
    const response = await submit(
      quoteBody({
        uploadOption: 'upload',
        uploadedFileUrl,
        fulfillmentMethod: 'ship',
        shippingAddress1: '1 Main St',
        shippingCity: 'Irvine',
        shippingState: 'CA',
        shippingPostalCode: '92618',
        shippingCountry: 'US',
      }),
    );
    expect(response.status).toBe(201);
  });

  it('deletes artwork no quote took up within a day, keeping quoted and recent files', async () => {
    const quoted = await uploadedPdfUrl();
    const abandoned = await uploadedPdfUrl();
    const recent = await uploadedPdfUrl();
    const withFile = { uploadOption: 'upload', uploadedFileUrl: quoted };
    expect((await submit(quoteBody(withFile))).status).toBe(201);
    const fileOf = (url: string) => path.join(dataDir, 'uploads', url.split('/').pop()!);
    const cutOffUpload = path.join(dataDir, 'uploads', 'cut-off.pdf.1234.part');
    writeFileSync(cutOffUpload, '%PDF-1.4');
    const dayAndHourAgo = new Date(Date.now() - ABANDONED_ARTWORK_AFTER_MS - 60 * 60 * 1000);
    for (const file of [fileOf(quoted), fileOf(abandoned), cutOffUpload]) {
      utimesSync(file, dayAndHourAgo, dayAndHourAgo);
    }

    expect(await removeAbandonedArtwork()).toBe(2);
    expect([quoted, abandoned, recent].map((url) => existsSync(fileOf(url)))).toEqual([true, false, true]);
    expect(existsSync(cutOffUpload)).toBe(false);
    // The next database's run starts from a folder without this run's quoted file.
    rmSync(fileOf(quoted));
  });

  it("lists a customer's quotes by account or e-mail, any case, newest first", async () => {
    const email = `Casey-${Date.now()}@Example.com`;
    const first = await (await submit(quoteBody({ contactEmail: email }))).json();
    const second = await (
      await submit(quoteBody({ contactEmail: email.toLowerCase(), quantity: 500 }))
    ).json();
    const listed = await listQuotesForCustomer({ email: email.toUpperCase(), userId: 'user-without-quotes' });
    expect(listed.map((quote) => quote.number)).toEqual([second.quoteNumber, first.quoteNumber]);
    expect(listed[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('never answers 5xx to 1,000 random bodies', async () => {
    const field = fc.oneof(fc.string(), fc.double(), fc.integer(), fc.constant(null), fc.boolean());
    const mutated = fc.record(
      {
        quantity: field,
        price: field,
        size: fc.oneof(field, fc.record({ width: field, height: field })),
        fulfillmentMethod: field,
        productOption: field,
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.anything(),
      mutated.map((overrides) => ({ ...quoteBody(), ...overrides })),
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        async (candidate) => (await submit(JSON.stringify(candidate) ?? 'null')).status < 500,
      ),
      { numRuns: 1000 },
    );
  });
});

describeWithDatabase('quote confirmation e-mails', () => {
  it('stores every quote but sends one address at most 10 confirmations an hour; the shop hears of all', async () => {
    const email = `flood-${Date.now()}@example.com`;
    const numbers: string[] = [];
    for (let count = 0; count < 12; count += 1) {
      const response = await submit(quoteBody({ contactEmail: email }));
      expect(response.status).toBe(201);
      numbers.push((await response.json()).quoteNumber);
    }
    expect(await listOutbox({ recipient: email })).toHaveLength(10);
    const shop = await listOutbox({ recipient: 'support@coastlineprint.co', limit: 500 });
    expect(numbers.every((number) => shop.some((message) => message.subject?.includes(number)))).toBe(true);
  });
});
