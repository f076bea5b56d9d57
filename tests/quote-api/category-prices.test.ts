import { POST } from '@/app/api/calculator-service/public/v1/prices/route';
import type { PricedProductId } from '@/content/price-tables';
import { priceQuote, totalPrice, type Finish } from '@/lib/pricing';
import { jsonRequest } from '@/tests/helpers/database';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';

freshRateLimitsEachTest();

type Row = {
  product: PricedProductId;
  material: string;
  width: number;
  height: number;
  finish: Finish;
  quantity: number;
  cents: number;
};

/*
 * Expected totals worked out by hand from content/price-tables.ts, never from lib/pricing:
 *   A  = referenceUnitCents * (width * height / referenceArea) ^ areaExponent
 *   mN = round(max(minimum, A * bracket factor N) * finish * material)   per piece in bracket N
 *   total = sum of pieces x mN (none of these products is embossed or has a setup fee)
 */
const table: Row[] = [
  // Vehicle: 1000 cents a square foot, exponent 1, floor 5000; brackets 1 x1 | 2 x.95 | ..5 x.9 | ..10 x.85.
  // 180x60 in = 75 sq ft: A=75000 = m1
  {
    product: 'vehicle-graphics',
    material: 'cast-wrap-vinyl',
    width: 180,
    height: 60,
    finish: 'matte',
    quantity: 1,
    cents: 75_000,
  },
  // m2=71250, m3=67500: 75000+71250+67500
  {
    product: 'vehicle-graphics',
    material: 'cast-wrap-vinyl',
    width: 180,
    height: 60,
    finish: 'matte',
    quantity: 3,
    cents: 213_750,
  },
  // 48x24 = 8 sq ft: A=8000; gloss 1.05 x reflective 1.6 = 1.68: m1 13440, m2 12768, m3 12096, m4 11424;
  // 13440 + 12768 + 3*12096 + 5*11424 = 13440+12768+36288+57120
  {
    product: 'vehicle-graphics',
    material: 'reflective-vinyl',
    width: 48,
    height: 24,
    finish: 'gloss',
    quantity: 10,
    cents: 119_616,
  },
  // 6x6 = 0.25 sq ft: A=250 is under the 5000 floor; calendered 0.75: m1 = m2 = 3750
  {
    product: 'vehicle-graphics',
    material: 'calendered-vinyl',
    width: 6,
    height: 6,
    finish: 'matte',
    quantity: 2,
    cents: 7_500,
  },
  // Window: 800 cents a square foot, floor 1500; brackets 1 x1 | 2 x.95 | ..5 x.9 | ...
  // 24x36 = 6 sq ft: A=4800
  {
    product: 'window-graphics',
    material: 'white-vinyl',
    width: 24,
    height: 36,
    finish: 'matte',
    quantity: 1,
    cents: 4_800,
  },
  // 120x96 = 80 sq ft: A=64000; perforated 1.3: m1 83200, m2 60800*1.3=79040
  {
    product: 'window-graphics',
    material: 'perforated-window-film',
    width: 120,
    height: 96,
    finish: 'matte',
    quantity: 2,
    cents: 162_240,
  },
  // 48x72 = 24 sq ft: A=19200; gloss 1.05 x frosted 1.2 = 1.26: m1 24192, m2 22982.4->22982, m3 21772.8->21773;
  // 24192 + 22982 + 3*21773
  {
    product: 'window-graphics',
    material: 'frosted-vinyl',
    width: 48,
    height: 72,
    finish: 'gloss',
    quantity: 5,
    cents: 112_493,
  },
  // Magnets: 100 cents for 7 in², exponent 0.7, floor 20; brackets 10 x1.6 | 25 x1.3 | 50 x1.15 | 100 x1
  // | 250 x.9 | 500 x.8 | 1000 x.72 | beyond x.68. 3.5x2 = 7 in²: A=100.
  // 10*160 + 15*130 + 25*115 + 50*100
  {
    product: 'magnets',
    material: '20-mil-magnet',
    width: 3.5,
    height: 2,
    finish: 'matte',
    quantity: 100,
    cents: 11_425,
  },
  // 30 mil 1.25: m1 = 200; 10*200
  {
    product: 'magnets',
    material: '30-mil-magnet',
    width: 3.5,
    height: 2,
    finish: 'matte',
    quantity: 10,
    cents: 2_000,
  },
  // 11425 + 150*90 + 250*80 + 500*72
  {
    product: 'magnets',
    material: '20-mil-magnet',
    width: 3.5,
    height: 2,
    finish: 'matte',
    quantity: 1000,
    cents: 80_925,
  },
  // 1x1: A = 100*(1/7)^0.7 = 25.613; m1 40.98->41, m2 33.30->33, m3 29.46->29, m4 25.61->26, m5 23.05->23,
  // m6 20.49->20, m7 18.44 and m8 17.42 under the floor: 20;
  // 10*41 + 15*33 + 25*29 + 50*26 + 150*23 + 250*20 + 500*20 + 1000*20
  {
    product: 'magnets',
    material: '20-mil-magnet',
    width: 1,
    height: 1,
    finish: 'matte',
    quantity: 2000,
    cents: 41_380,
  },
  // Packaging: 90 cents for 7 in², exponent 0.75, floor 10; brackets 100 x2 | 250 x1.5 | 500 x1.25 | 1000 x1.1.
  // 2x3.5 = 7 in²: A=90; kraft cardstock 1.05: m1 189, m2 141.75->142; 100*189 + 150*142
  {
    product: 'packaging',
    material: 'kraft-cardstock',
    width: 2,
    height: 3.5,
    finish: 'matte',
    quantity: 250,
    cents: 40_200,
  },
  // 14 pt 1: m1 180, m2 135, m3 112.5->113, m4 99; 100*180 + 150*135 + 250*113 + 500*99
  {
    product: 'packaging',
    material: '14-pt-cardstock',
    width: 2,
    height: 3.5,
    finish: 'matte',
    quantity: 1000,
    cents: 116_000,
  },
  // 4x28 = 112 in² = 16 x 7: A = 90*8 = 720; kraft paper 0.95: m1 1368, m2 1080*0.95=1026; 100*1368 + 150*1026
  {
    product: 'packaging',
    material: 'kraft-paper',
    width: 4,
    height: 28,
    finish: 'matte',
    quantity: 250,
    cents: 290_700,
  },
];

const label = ({ product, material, width, height, finish, quantity }: Row) =>
  `${product} ${material} ${width}x${height} ${finish} x${quantity}`;

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
    expect(Math.round(totalPrice({ ...input, embossing: 'none' }) * 100)).toBe(cents);
  });

  it.each(table.map((row) => [label(row), row] as const))(
    'the price API answers %s exactly, naming the product and material',
    async (_label, row) => {
      const { cents, ...input } = row;
      const response = await askPrice(input);
      expect(response.status).toBe(200);
      const details = JSON.parse((await response.json()).body);
      expect(details).toMatchObject({
        product: row.product,
        material: row.material,
        embossing: 'none',
        customQuantityPrice: cents / 100,
      });
    },
  );

  it("lists each product's own matrix quantities", () => {
    const matrix = (product: PricedProductId, material: string) =>
      Object.keys(
        priceQuote({ product, material, width: 24, height: 12, finish: 'matte', embossing: 'none' })
          .pricingMatrix,
      );
    expect(matrix('vehicle-graphics', 'cast-wrap-vinyl')).toEqual(['1', '2', '3', '5', '10']);
    expect(matrix('window-graphics', 'white-vinyl')).toEqual(['1', '2', '5', '10', '25', '50']);
    expect(matrix('magnets', '20-mil-magnet')).toEqual(['10', '25', '50', '100', '250', '500', '1000']);
    expect(matrix('packaging', 'gloss-paper')).toEqual(['100', '250', '500', '1000', '2500', '5000']);
  });
});

describe("the price API refuses what a product's table does not offer (422 naming the field)", () => {
  const vehicle = { product: 'vehicle-graphics', material: 'cast-wrap-vinyl', width: 180, height: 60 };

  it.each([
    [
      'a material of another product',
      { ...vehicle, material: 'gloss-paper' },
      'material',
      'Please choose a material.',
    ],
    ['no material', { ...vehicle, material: undefined }, 'material', 'Please choose a material.'],
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
      { product: 'magnets', material: '20-mil-magnet', width: 2, height: 2, quantity: 2.5 },
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
