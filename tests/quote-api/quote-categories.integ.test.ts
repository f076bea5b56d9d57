import { eq } from 'drizzle-orm';
import { POST } from '@/app/api/quote-service/public/v1/quotes/route';
import { getDatabase, tables } from '@/lib/db/server';
import { listOutbox } from '@/lib/messaging/server';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase, jsonRequest } from '@/tests/helpers/database';
import { quoteBody } from '@/tests/helpers/quotes';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';

freshRateLimitsEachTest();
captureLogLines('info', '[outbox]');

let keyCounter = 0;
const submit = (body: unknown) =>
  POST(
    jsonRequest('/api/quote-service/public/v1/quotes', body, {
      headers: {
        'x-forwarded-for': nextVisitorAddress(),
        'Idempotency-Key': `category-${Date.now()}-${(keyCounter += 1)}`,
      },
    }),
    undefined,
  );

/** A correctly priced vehicle wrap quote: 15 ft x 5 ft of cast vinyl, two of them. */
const wrapQuote = (overrides: Record<string, unknown> = {}) =>
  quoteBody({
    product: 'vehicle-graphics',
    productOption: 'full-wrap',
    material: 'cast-wrap-vinyl',
    embossingOption: 'none',
    finishOption: 'matte',
    size: { width: 180, height: 60 },
    quantity: 2,
    ...overrides,
  });

async function storedRow(number: string) {
  const { db } = await getDatabase();
  const [row] = await db.select().from(tables.quotes).where(eq(tables.quotes.number, number));
  return row;
}

describeWithDatabase('quotes for every catalogue category', () => {
  it('stores a vehicle wrap with its material and size in inches, priced by its table, and e-mails them', async () => {
    const body = wrapQuote();
    // Full wraps (content/price-book.ts): 10368 and 9850 cents at 12x12 in, exponent 0.76;
    // 180x60 = 75 x 144 in²: s = 75^0.76 = 26.61010; m1 275893.55->275894, m2 262109.52->262110
    expect(body.price).toBe(5380.04);
    const response = await submit(body);
    expect(response.status).toBe(201);
    const { quoteNumber, quote } = await response.json();
    expect(quote).toMatchObject({
      product: 'Vehicle Graphics',
      option: 'Full Vehicle Wrap',
      size: '15 ft x 5 ft (180 x 60 in)',
      quantity: 2,
      // Picked up: plus California's 7.75 %, 538004 x 0.0775 = 41695.31 -> 41695 cents.
      totalPrice: 5796.99,
    });
    expect(await storedRow(quoteNumber)).toMatchObject({
      product: 'vehicle-graphics',
      productOption: 'full-wrap',
      material: 'cast-wrap-vinyl',
      width: 180,
      height: 60,
      priceCents: 538_004,
    });
    const [confirmation] = await listOutbox({ recipient: body.contactEmail });
    expect(confirmation?.body).toContain('Material: Cast wrap vinyl');
    expect(confirmation?.body).toContain('Size: 15 ft x 5 ft (180 x 60 in)');
  });

  it.each([
    [
      'magnets',
      {
        productOption: 'car',
        material: '30-mil-vehicle-magnet',
        size: { width: 12, height: 18 },
        quantity: 10,
      },
    ],
    [
      'packaging',
      {
        productOption: 'hang-tags',
        material: 'kraft-cardstock',
        size: { width: 2, height: 3.5 },
        quantity: 500,
      },
    ],
    [
      'window-graphics',
      {
        productOption: 'full-coverage',
        material: 'perforated-window-film',
        size: { width: 120, height: 96 },
        quantity: 1,
      },
    ],
  ])('stores a %s quote with its material', async (product, fields) => {
    const response = await submit(
      quoteBody({ product, embossingOption: 'none', finishOption: 'gloss', ...fields }),
    );
    expect(response.status).toBe(201);
    const { quoteNumber } = await response.json();
    expect(await storedRow(quoteNumber)).toMatchObject({ product, material: fields.material });
  });

  it("stores stickers & labels with their material: the option's first when the spec's request names none", async () => {
    const spec = await submit(quoteBody());
    expect(spec.status).toBe(201);
    expect((await storedRow((await spec.json()).quoteNumber))?.material).toBe('white-vinyl');
    const glitter = await submit(quoteBody({ material: 'glitter-vinyl' }));
    expect(glitter.status).toBe(201);
    expect((await storedRow((await glitter.json()).quoteNumber))?.material).toBe('glitter-vinyl');
  });

  it('refuses a sticker material the option does not offer with a 422 naming the field', async () => {
    const response = await submit(quoteBody({ productOption: 'qr-code', material: 'glitter-vinyl' }));
    expect(response.status).toBe(422);
    expect((await response.json()).validationErrors).toEqual([
      expect.objectContaining({ location: 'material', clientMessage: 'Please choose a material.' }),
    ]);
  });

  it.each([
    ['a material of another product', { material: 'gloss-paper' }, 'material', 'Please choose a material.'],
    [
      'a material the option is not made of',
      { material: 'reflective-vinyl' },
      'material',
      'Please choose a material.',
    ],
    ['no material', { material: undefined }, 'material', 'Please choose a material.'],
    [
      'a width beyond 30 ft',
      { size: { width: 400, height: 60 } },
      'size.width',
      'Width must be between 6 and 360 inches.',
    ],
    ['embossing', { embossingOption: 'standard' }, 'embossingOption', 'Please choose an embossing option.'],
    ['a quantity over 100', { quantity: 150 }, 'quantity', 'Custom quantity must be at most 100.'],
    [
      'an option of stickers',
      { productOption: 'die-cut' },
      'productOption',
      'Please choose a product option.',
    ],
  ])('refuses %s with a 422 naming the field', async (_case, overrides, field, message) => {
    const response = await submit(wrapQuote(overrides));
    expect(response.status).toBe(422);
    const { validationErrors } = await response.json();
    expect(validationErrors).toEqual(
      expect.arrayContaining([expect.objectContaining({ location: field, clientMessage: message })]),
    );
  });

  it("refuses a price that is not the product's table price", async () => {
    const response = await submit({ ...wrapQuote(), price: 10 });
    expect(response.status).toBe(422);
    expect((await response.json()).validationErrors[0].location).toBe('price');
  });
});
