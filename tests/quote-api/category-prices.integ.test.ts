import { seedPriceBook } from '@/content/price-book';
import { POST } from '@/app/api/calculator-service/public/v1/prices/route';
import type { QuoteProductId } from '@/content/quote-products';
import { priceQuote, totalPrice, type Finish } from '@/lib/pricing';
import { jsonRequest } from '@/tests/helpers/database';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';

freshRateLimitsEachTest();

type Row = {
  product: QuoteProductId;
  option: string;
  material: string;
  width: number;
  height: number;
  finish: Finish;
  quantity: number;
  cents: number;
};

/*
 * Expected totals worked out by hand from the lines in content/price-book.ts, never from lib/pricing:
 *   s  = (width * height / reference area) ^ areaExponent   (sizes picked so s is exact:
 *        32^0.6 = 8, 32^0.8 = 16, 16^0.75 = 8, (1/16)^0.75 = 1/8)
 *   mN = round(max(minimum, line cents N * s) * finish * material * (1 - discount/100))
 *   total = sum of pieces x mN (none of these products is embossed or has a setup fee)
 */
const row = (product: QuoteProductId, option: string, material: string) => ({ product, option, material });
const fullWrap = row('vehicle-graphics', 'full-wrap', 'cast-wrap-vinyl');
const table: Row[] = [
  // Full wraps at their 12x12 reference (10368 9850 9331 ...): $0.72 a square inch for one.
  { ...fullWrap, width: 12, height: 12, finish: 'matte', quantity: 1, cents: 10_368 },
  // 10368 + 9850 + 9331
  { ...fullWrap, width: 12, height: 12, finish: 'matte', quantity: 3, cents: 29_549 },
  // Decals (2592 2462 ... at 6x6, exponent 0.6), 48x24 = 32 x 36 in²: s=8; reflective 1.6 x gloss 1.05
  // x 15 % off = 1.428: m1 20736*1.428=29611.01->29611, m2 19696*1.428=28125.89->28126
  {
    ...row('vehicle-graphics', 'die-cut-decals', 'reflective-vinyl'),
    width: 48,
    height: 24,
    finish: 'gloss',
    quantity: 2,
    cents: 57_737,
  },
  // Window transfers at 6x6 (2592 2462 2333 ...), frosted 1.2 x gloss 1.05 = 1.26: m1 3265.92->3266,
  // m2 3102.12->3102, m3 2939.58->2940; 3266 + 3102 + 3*2940
  {
    ...row('window-graphics', 'die-cut-transfers', 'frosted-vinyl'),
    width: 6,
    height: 6,
    finish: 'gloss',
    quantity: 5,
    cents: 15_188,
  },
  // Full coverage, 48x24: s=8, 15 % off: 20736*.85=17625.6->17626
  {
    ...row('window-graphics', 'full-coverage', 'perforated-window-film'),
    width: 48,
    height: 24,
    finish: 'matte',
    quantity: 1,
    cents: 17_626,
  },
  // Business cards at 3.5x2 (207 137 115 90 60 45 35 30), brackets 10 | 25 | 50 | 100 | 250 | 500 | 1000:
  // 10*207 + 15*137 + 25*115 + 50*90 = 11500, the spec's $1.15 each
  {
    ...row('magnets', 'business-cards', '20-mil-magnet'),
    width: 3.5,
    height: 2,
    finish: 'matte',
    quantity: 100,
    cents: 11_500,
  },
  // 30 mil 1.25: m1 258.75->259; 10*259
  {
    ...row('magnets', 'business-cards', '30-mil-magnet'),
    width: 3.5,
    height: 2,
    finish: 'matte',
    quantity: 10,
    cents: 2_590,
  },
  // 11500 + 150*60 + 250*45 + 500*35
  {
    ...row('magnets', 'business-cards', '20-mil-magnet'),
    width: 3.5,
    height: 2,
    finish: 'matte',
    quantity: 1000,
    cents: 49_250,
  },
  // Die-cut magnets (292 192 ... at 2x2, exponent 0.6), 16x8 = 32 x 4 in²: s=8, 15 % off:
  // m1 2336*.85=1985.6->1986, m2 1536*.85=1305.6->1306; 10*1986 + 15*1306
  {
    ...row('magnets', 'die-cut', '20-mil-magnet'),
    width: 16,
    height: 8,
    finish: 'matte',
    quantity: 25,
    cents: 39_450,
  },
  // Car magnets (292 ... at 4x4, exponent 0.8), 32x16 = 32 x 16 in²: s=16, gloss 1.05 x 15 % off:
  // m1 4672*.8925=4169.76->4170; 2*4170
  {
    ...row('magnets', 'car', '30-mil-vehicle-magnet'),
    width: 32,
    height: 16,
    finish: 'gloss',
    quantity: 2,
    cents: 8_340,
  },
  // Box wraps (68 51 41 ... at 6x24, exponent 0.75, minimum 8), 3x3 = 144/16: s=1/8: m1 8.5->9 (68/8),
  // every other bracket under the minimum: 8; 100*9 + 5900*8
  {
    ...row('packaging', 'box-wraps', 'gloss-paper'),
    width: 3,
    height: 3,
    finish: 'matte',
    quantity: 6000,
    cents: 48_100,
  },
  // Header cards (136 102 ... at 4x5), 16x20 = 16 x 20 in²: s=8; 16 pt 1.1 x 15 % off = .935:
  // m1 1088*.935=1017.28->1017, m2 816*.935=762.96->763; 100*1017 + 150*763
  {
    ...row('packaging', 'header-cards', '16-pt-cardstock'),
    width: 16,
    height: 20,
    finish: 'matte',
    quantity: 250,
    cents: 216_150,
  },
];

const label = ({ product, option, material, width, height, finish, quantity }: Row) =>
  `${product} ${option} ${material} ${width}x${height} ${finish} x${quantity}`;

const askPrice = (body: unknown) =>
  POST(
    jsonRequest('/api/calculator-service/public/v1/prices', body, {
      headers: { 'x-forwarded-for': nextVisitorAddress() },
    }),
    undefined,
  );

describe("each product's prices worked out by hand from its price table", () => {
  it.each(table.map((row) => [label(row), row] as const))('the engine charges %s exactly', (_label, row) => {
    const { cents, ...input } = row;
    expect(Math.round(totalPrice(seedPriceBook, { ...input, embossing: 'none' }) * 100)).toBe(cents);
  });

  it.each(table.map((row) => [label(row), row] as const))(
    'the price API answers %s exactly, naming the product, option and material',
    async (_label, row) => {
      const { cents, ...input } = row;
      const response = await askPrice(input);
      expect(response.status).toBe(200);
      const details = JSON.parse((await response.json()).body);
      expect(details).toMatchObject({
        product: row.product,
        option: row.option,
        material: row.material,
        embossing: 'none',
        customQuantityPrice: cents / 100,
      });
    },
  );

  it("lists each product's own matrix quantities", () => {
    const matrix = (product: QuoteProductId, option: string) =>
      Object.keys(
        priceQuote(seedPriceBook, {
          product,
          option,
          width: 24,
          height: 12,
          finish: 'matte',
          embossing: 'none',
        }).pricingMatrix,
      );
    expect(matrix('vehicle-graphics', 'full-wrap')).toEqual(['1', '2', '3', '5', '10']);
    expect(matrix('window-graphics', 'clear-decals')).toEqual(['1', '2', '5', '10', '25', '50']);
    expect(matrix('magnets', 'car')).toEqual(['10', '25', '50', '100', '250', '500', '1000']);
    expect(matrix('packaging', 'hang-tags')).toEqual(['100', '250', '500', '1000', '2500', '5000']);
  });
});

describe("the price API refuses what a product's table does not offer (422 naming the field)", () => {
  const vehicle = {
    product: 'vehicle-graphics',
    option: 'full-wrap',
    material: 'cast-wrap-vinyl',
    width: 180,
    height: 60,
  };

  it.each([
    [
      'a material of another product',
      { ...vehicle, material: 'gloss-paper' },
      'material',
      'Please choose a material.',
    ],
    ['no material', { ...vehicle, material: undefined }, 'material', 'Please choose a material.'],
    ['no option', { ...vehicle, option: undefined }, 'option', 'Please choose a product option.'],
    [
      "another product's option",
      { ...vehicle, option: 'hang-tags' },
      'option',
      'Please choose a product option.',
    ],
    [
      'a sticker material its option does not offer',
      { option: 'die-cut', material: 'gold-foil', width: 2, height: 2 },
      'material',
      'Please choose a material.',
    ],
    [
      'an unknown sticker option',
      { option: 'kiss-cut', width: 2, height: 2 },
      'option',
      'Please choose a product option.',
    ],
    ['a width beyond 30 ft', { ...vehicle, width: 361 }, 'width', 'Width must be between 6 and 360 inches.'],
    [
      'a height beyond 10 ft',
      { ...vehicle, height: 121 },
      'height',
      'Height must be between 6 and 120 inches.',
    ],
    ['embossing', { ...vehicle, embossing: 'hd' }, 'embossing', 'Please choose an embossing option.'],
    [
      'a quantity beyond 100',
      { ...vehicle, quantity: 101 },
      'quantity',
      'Custom quantity must be at most 100.',
    ],
    [
      'a part of a magnet',
      {
        product: 'magnets',
        option: 'die-cut',
        material: '20-mil-magnet',
        width: 2,
        height: 2,
        quantity: 2.5,
      },
      'quantity',
      'Custom quantity must be a whole number.',
    ],
  ])('%s', async (_case, body, field, message) => {
    const response = await askPrice(body);
    expect(response.status).toBe(422);
    const { validationErrors } = await response.json();
    expect(validationErrors).toEqual(
      expect.arrayContaining([expect.objectContaining({ location: field, clientMessage: message })]),
    );
  });

  it('keeps answering a request without a product as stickers & labels, the spec way', async () => {
    const response = await askPrice({ width: 60, height: 2 });
    expect(response.status).toBe(422);
    const { validationErrors } = await response.json();
    expect(validationErrors).toEqual([
      expect.objectContaining({
        location: 'width',
        clientMessage: 'Width must be between 0.5 and 48 inches.',
      }),
    ]);
  });
});
