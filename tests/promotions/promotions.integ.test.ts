import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as identity } from '@/app/api/identity/route';
import { POST as checkCode } from '@/app/api/promotions/check/route';
import { POST as submitQuote } from '@/app/api/quote-service/public/v1/quotes/route';
import { SHOP_TIME_ZONE } from '@/lib/constants';
import { getDatabase, tables } from '@/lib/db/server';
import { JSON_BODY_MAX_BYTES } from '@/lib/http/server';
import { listOutbox } from '@/lib/messaging/server';
import { customerQuoteView } from '@/lib/orders/server';
import { PROMOTION_CHECK_RATE_LIMIT, promotionMessages } from '@/lib/promotions/server';
import { amplifyCookies } from '@/tests/helpers/amplify-cookies';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase, jsonRequest } from '@/tests/helpers/database';
import { identityDriver } from '@/tests/helpers/identity-driver';
import { quoteBody } from '@/tests/helpers/quotes';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';

freshRateLimitsEachTest();
captureLogLines('info', '[outbox]');

/** The shop's calendar day `offset` days from today (YYYY-MM-DD). */
function shopDay(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(
    new Date(Date.now() + offset * 24 * 60 * 60 * 1000),
  );
}

let codeCounter = 0;
/** A running promotion with a unique code (overrides change any field). */
async function createPromotion(overrides: Partial<typeof tables.promotions.$inferInsert> = {}) {
  const { db } = await getDatabase();
  const [row] = await db
    .insert(tables.promotions)
    .values({
      code: `TEST-${Date.now().toString(36).toUpperCase()}-${(codeCounter += 1)}`,
      title: 'Test offer',
      description: 'A test offer.',
      percentOff: 25,
      startsOn: shopDay(-1),
      expiresOn: shopDay(10),
      createdBy: 'test',
      updatedBy: 'test',
      ...overrides,
    })
    .returning();
  return row!;
}

const quoteUrl = '/api/quote-service/public/v1/quotes';
const submit = (body: unknown, address = nextVisitorAddress(), cookie?: string) =>
  submitQuote(
    jsonRequest(quoteUrl, body, {
      headers: { 'x-forwarded-for': address, 'Idempotency-Key': randomUUID(), ...(cookie && { cookie }) },
    }),
    undefined,
  );

/** The wizard's check of `code` on the default quote's choices (3"x2" die cut, 250, gloss). */
const checkBody = (promotionCode: string, extra: Record<string, unknown> = {}) => ({
  promotionCode,
  choices: { width: 3, height: 2, finish: 'gloss', embossing: 'standard', quantity: 250 },
  ...extra,
});
const check = (body: unknown, address = nextVisitorAddress(), cookie?: string) =>
  checkCode(
    jsonRequest('/api/promotions/check', body, {
      headers: { 'x-forwarded-for': address, ...(cookie && { cookie }) },
    }),
    undefined,
  );

const listCents = () => Math.round(quoteBody().price * 100);
const quarterOff = (cents: number) => Math.floor((cents * 25 + 50) / 100);

async function storedQuote(number: string) {
  const { db } = await getDatabase();
  const [row] = await db.select().from(tables.quotes).where(eq(tables.quotes.number, number));
  return row!;
}

describeWithDatabase('promotion codes', () => {
  it('answers what a code takes off the server price of the choices, whatever case it is typed in', async () => {
    const promotion = await createPromotion();
    const response = await check(checkBody(` ${promotion.code.toLowerCase()} `));
    expect(response.status).toBe(200);
    const list = listCents();
    expect(await response.json()).toEqual({
      code: promotion.code,
      title: 'Test offer',
      percentOff: 25,
      listPriceCents: list,
      discountCents: quarterOff(list),
      totalCents: list - quarterOff(list),
    });
  });

  it.each([
    ['unknown', () => ({}), 'NOPE-NOT-A-CODE', promotionMessages.unknown],
    ['not started', () => ({ startsOn: shopDay(3), expiresOn: shopDay(9) }), undefined, undefined],
    ['for another product', () => ({ productIds: ['magnets'] }), undefined, promotionMessages.wrongProduct],
    ['exhausted', () => ({ maxRedemptions: 2, redemptionCount: 2 }), undefined, promotionMessages.exhausted],
  ])('refuses a code that is %s with 422 naming promotionCode', async (_case, overrides, code, message) => {
    const promotion = await createPromotion(overrides());
    const response = await check(checkBody(code ?? promotion.code));
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.validationErrors).toEqual([
      {
        location: 'promotionCode',
        clientMessage: message ?? expect.stringMatching(/^This promotion code starts on /),
      },
    ]);
  });

  it("refuses the spec's seeded deal, which ended, naming its last day", async () => {
    const response = await check(checkBody('coast25'));
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe('This promotion code expired on December 31, 2025.');
    const { db } = await getDatabase();
    const seeded = await db.select().from(tables.promotions).where(eq(tables.promotions.code, 'COAST25'));
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({ percentOff: 25, featured: true, combinable: false });
  });

  it('refuses odd check requests with a clear 4xx naming the field: control characters, no quantity, a huge body', async () => {
    const control = await check(checkBody('COAST\u000025'));
    expect(control.status).toBe(422);
    expect((await control.json()).validationErrors[0].location).toBe('promotionCode');
    const noQuantity = await check({ promotionCode: 'ANY-CODE', choices: { width: 3, height: 2 } });
    expect(noQuantity.status).toBe(422);
    expect((await noQuantity.json()).validationErrors[0].location).toBe('choices.quantity');
    const huge = await check({ ...checkBody('ANY-CODE'), padding: 'x'.repeat(JSON_BODY_MAX_BYTES) });
    expect(huge.status).toBe(413);
  });

  it('limits code checks per address, so codes cannot be guessed quickly', async () => {
    const address = nextVisitorAddress();
    for (let attempt = 0; attempt < PROMOTION_CHECK_RATE_LIMIT.limit; attempt += 1) {
      expect((await check(checkBody(`GUESS${attempt}`), address)).status).toBe(422);
    }
    const promotion = await createPromotion();
    const limited = await check(checkBody(promotion.code), address);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('stores the discount with the quote, shows it in both e-mails, and ignores amounts the browser sends', async () => {
    const promotion = await createPromotion();
    const body = {
      ...quoteBody(),
      promotionCode: promotion.code.toLowerCase(),
      discountCents: 999_999,
      promotionPercent: 100,
      companyName: 'Harbor Coffee Co.',
      poNumber: 'PO-4471',
    };
    const response = await submit(body);
    expect(response.status).toBe(201);
    const { quoteNumber, quote } = await response.json();
    const list = listCents();
    const off = quarterOff(list);
    // Picked up: California's 7.75 % on the price after the discount, rounded half up.
    const tax = Math.floor(((list - off) * 775 + 5000) / 10000);
    expect(quote.totalPrice).toBe((list - off + tax) / 100);
    expect(await storedQuote(quoteNumber)).toMatchObject({
      priceCents: list,
      promotionId: promotion.id,
      promotionCode: promotion.code,
      promotionPercent: 25,
      discountCents: off,
      companyName: 'Harbor Coffee Co.',
      poNumber: 'PO-4471',
    });
    const [confirmation] = await listOutbox({ recipient: body.contactEmail });
    const dollars = (cents: number) =>
      `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(confirmation?.body).toContain(`List price: ${dollars(list)}`);
    expect(confirmation?.body).toContain(`Promotion: ${promotion.code} (25% off): -${dollars(off)}`);
    expect(confirmation?.body).toContain(`Sales tax: ${dollars(tax)} (7.75%, California)`);
    expect(confirmation?.body).toContain(`Total: ${dollars(list - off + tax)}`);
    expect(confirmation?.body).toContain('Company: Harbor Coffee Co.');
    expect(confirmation?.body).toContain('PO number: PO-4471');
    const shop = await listOutbox({ recipient: 'support@coastlineprint.co' });
    expect(shop.find((message) => message.subject?.includes(quoteNumber))?.body).toContain(
      `Promotion: ${promotion.code} (25% off)`,
    );
    // The customer's quote page shows the same lines.
    const view = await customerQuoteView(await storedQuote(quoteNumber));
    expect(view.details).toEqual(
      expect.arrayContaining([
        { label: 'Company', value: 'Harbor Coffee Co.' },
        { label: 'PO number', value: 'PO-4471' },
        // 250 pieces (quoteBody).
        { label: 'List price', value: `${dollars(list)} (${dollars(Math.round(list / 250))} each)` },
        { label: 'Promotion', value: `${promotion.code} (25% off): -${dollars(off)}` },
      ]),
    );
  });

  it('refuses a quote whose code no longer applies with 422 naming promotionCode, and stores nothing', async () => {
    const promotion = await createPromotion({ startsOn: '2026-01-01', expiresOn: '2026-01-31' });
    const body = { ...quoteBody(), promotionCode: promotion.code };
    const response = await submit(body);
    expect(response.status).toBe(422);
    expect((await response.json()).validationErrors).toEqual([
      { location: 'promotionCode', clientMessage: 'This promotion code expired on January 31, 2026.' },
    ]);
    const { db } = await getDatabase();
    expect(
      await db.select().from(tables.quotes).where(eq(tables.quotes.contactEmail, body.contactEmail)),
    ).toEqual([]);
    expect(await listOutbox({ recipient: body.contactEmail })).toEqual([]);
  });

  it('lets exactly as many of 20 parallel quotes use a code as its limit allows', async () => {
    const promotion = await createPromotion({ maxRedemptions: 7 });
    const bodies = Array.from({ length: 20 }, () => ({ ...quoteBody(), promotionCode: promotion.code }));
    const responses = await Promise.all(bodies.map((body) => submit(body)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(7);
    expect(statuses.filter((status) => status === 422)).toHaveLength(13);
    const refused = await Promise.all(responses.filter((r) => r.status === 422).map((r) => r.json()));
    expect(new Set(refused.map((body) => body.message))).toEqual(new Set([promotionMessages.exhausted]));
    const { db } = await getDatabase();
    const [after] = await db.select().from(tables.promotions).where(eq(tables.promotions.id, promotion.id));
    expect(after?.redemptionCount).toBe(7);
    const redemptions = await db
      .select()
      .from(tables.promotionRedemptions)
      .where(eq(tables.promotionRedemptions.promotionId, promotion.id));
    expect(redemptions).toHaveLength(7);
    const discounted = await db
      .select()
      .from(tables.quotes)
      .where(eq(tables.quotes.promotionId, promotion.id));
    expect(discounted).toHaveLength(7);
  });

  it('lets one customer use a once-per-customer code once, even in parallel, by any spelling of the e-mail', async () => {
    const promotion = await createPromotion({ oncePerCustomer: true });
    const email = `Once-${randomUUID().slice(0, 8)}@Example.com`;
    const spellings = [email, email.toLowerCase(), email.toUpperCase()];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        submit({ ...quoteBody(), contactEmail: spellings[index % 3], promotionCode: promotion.code }),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    const refused = await Promise.all(responses.filter((r) => r.status === 422).map((r) => r.json()));
    expect(refused).toHaveLength(9);
    expect(new Set(refused.map((body) => body.message))).toEqual(new Set([promotionMessages.alreadyUsed]));
    // The check says so too, before the customer sends another quote.
    const again = await check(checkBody(promotion.code, { contactEmail: email.toLowerCase() }));
    expect((await again.json()).message).toBe(promotionMessages.alreadyUsed);
    // Another customer still may.
    expect((await submit({ ...quoteBody(), promotionCode: promotion.code })).status).toBe(201);
  });

  it('lets one person use a once-per-customer code once across 10 parallel tries signed in and as a guest', async () => {
    const promotion = await createPromotion({ oncePerCustomer: true });
    const user = await identityDriver(identity, () => '198.51.100.31').signedIn();
    const cookie = amplifyCookies(user);
    const [name, domain] = user.email.split('@') as [string, string];
    // Signed in and as a guest, under any spelling of the person's e-mail.
    const tries = [
      { contactEmail: user.email, cookie },
      { contactEmail: 'purchasing@example.org', cookie },
      { contactEmail: user.email.toUpperCase() },
      { contactEmail: ` ${name}+stickers@${domain} ` },
      { contactEmail: user.email },
    ];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => {
        const { contactEmail, cookie } = tries[index % tries.length]!;
        return submit({ ...quoteBody(), contactEmail, promotionCode: promotion.code }, undefined, cookie);
      }),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    const refused = await Promise.all(responses.filter((r) => r.status === 422).map((r) => r.json()));
    expect(refused).toHaveLength(9);
    expect(new Set(refused.map((body) => body.message))).toEqual(new Set([promotionMessages.alreadyUsed]));
    const { db } = await getDatabase();
    const discounted = await db
      .select()
      .from(tables.quotes)
      .where(eq(tables.quotes.promotionId, promotion.id));
    expect(discounted).toHaveLength(1);
    // Whichever try won, the person is refused both ways afterwards, and by the check too.
    expect(
      (await submit({ ...quoteBody(), contactEmail: user.email, promotionCode: promotion.code })).status,
    ).toBe(422);
    const signedInElsewhere = {
      ...quoteBody(),
      contactEmail: 'other-desk@example.org',
      promotionCode: promotion.code,
    };
    expect((await submit(signedInElsewhere, undefined, cookie)).status).toBe(422);
    const again = await check(checkBody(promotion.code, { contactEmail: user.email }));
    expect((await again.json()).message).toBe(promotionMessages.alreadyUsed);
    const againSignedIn = await check(checkBody(promotion.code), undefined, cookie);
    expect((await againSignedIn.json()).message).toBe(promotionMessages.alreadyUsed);
  });

  it('answers a retried quote with its first answer, not with "already used"', async () => {
    const promotion = await createPromotion({ oncePerCustomer: true });
    const body = { ...quoteBody(), promotionCode: promotion.code };
    const key = randomUUID();
    const send = () =>
      submitQuote(
        jsonRequest(quoteUrl, body, {
          headers: { 'x-forwarded-for': nextVisitorAddress(), 'Idempotency-Key': key },
        }),
        undefined,
      );
    const first = await send();
    expect(first.status).toBe(201);
    const retry = await send();
    expect(retry.status).toBe(200);
    expect((await retry.json()).quoteNumber).toBe((await first.json()).quoteNumber);
  });

  it('refuses company names, PO numbers and codes that are too long or hold control characters', async () => {
    const response = await submit({
      ...quoteBody(),
      companyName: 'C'.repeat(101),
      poNumber: 'PO\u0007 1',
      promotionCode: 'X'.repeat(21),
    });
    expect(response.status).toBe(422);
    const locations = (await response.json()).validationErrors.map(
      (problem: { location: string }) => problem.location,
    );
    expect(locations).toEqual(expect.arrayContaining(['companyName', 'poNumber', 'promotionCode']));
  });
});
