import { seedPriceBook } from '@/content/price-book';
import { POST } from '@/app/api/calculator-service/public/v1/prices/route';
import { categories } from '@/content/catalogue';
import { productDiscount, productPagePrice, productQuote } from '@/lib/catalogue';
import {
  formatDollars,
  priceQuote,
  totalPrice,
  type Embossing,
  type Finish,
  type PriceLineId,
} from '@/lib/pricing';
import { jsonRequest } from '@/tests/helpers/database';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';

freshRateLimitsEachTest();

type Row = {
  option?: string;
  material?: string;
  width: number;
  height: number;
  finish: Finish;
  embossing: Embossing;
  quantity: number;
  cents: number;
};

/*
 * Expected totals worked out by hand from the lines in content/price-book.ts, never from lib/pricing:
 *   s  = (width * height / 4) ^ 0.55             (2x2 in reference; 3x3: 1.5^1.1 = 1.562070,
 *                                                  0.5x0.5: 16^-0.55 = 0.217638)
 *   mN = round(max(minimum, line cents N * s) * finish * embossing * material * (1 - discount/100))
 *   brackets 1..50 | ..100 | ..250 | ..500 | ..1000 | ..2500 | ..5000 | ..10000 | beyond
 *   total = setup (HD 2000, less the discount) + sum of pieces x mN
 * No option or material: the spec's request, die cut in white vinyl (die-cut-stickers:
 * 110 34 30 27 17 14 12 10 9, minimum 6; gloss 1.08).
 */
const table: Row[] = [
  // The spec's catalogue price: 50*110 + 50*34 = 7200, $0.72 each.
  { width: 2, height: 2, finish: 'matte', embossing: 'none', quantity: 100, cents: 7_200 },
  // 7200 + 150*30
  { width: 2, height: 2, finish: 'matte', embossing: 'none', quantity: 250, cents: 11_700 },
  // 11700 + 250*27 + 500*17
  { width: 2, height: 2, finish: 'matte', embossing: 'none', quantity: 1000, cents: 26_950 },
  // 26950 + 1500*14 + 2500*12 + 5000*10 + 2345*9
  { width: 2, height: 2, finish: 'matte', embossing: 'none', quantity: 12_345, cents: 149_055 },
  // 4x1 has the 2x2 area; custom 55 crosses one bracket: 50*110 + 5*34
  { width: 4, height: 1, finish: 'matte', embossing: 'none', quantity: 55, cents: 5_670 },
  // gloss: m1 118.8->119, m2 36.72->37; 50*119 + 50*37
  { width: 2, height: 2, finish: 'gloss', embossing: 'none', quantity: 100, cents: 7_800 },
  // 3x3 (the issue's $1,249.50): m1 171.83->172, m2 53.11->53, m3 46.86->47, m4 42.18->42;
  // 50*172 + 50*53 + 150*47 + 250*42 = 8600+2650+7050+10500, $0.58 each
  { width: 3, height: 3, finish: 'matte', embossing: 'none', quantity: 500, cents: 28_800 },
  // 0.5x0.5 gloss: 110*s=23.94 x1.08=25.86->26; 34*s=7.40 x1.08=7.99->8; 30*s=6.53 x1.08=7.05->7;
  // 27*s=5.88 and below are under the 6 minimum: 6 x1.08=6.48->6; 50*26 + 50*8 + 150*7 + 750*6
  { width: 0.5, height: 0.5, finish: 'gloss', embossing: 'none', quantity: 1000, cents: 7_250 },
  // Embossed: the embossed-stickers line (142 44 39 35 ...), standard x1 no setup: 50*142 + 50*44, $0.93
  { width: 2, height: 2, finish: 'matte', embossing: 'standard', quantity: 100, cents: 9_300 },
  // HD x1.3 and 2000 setup: m1 184.6->185; 2000 + 50*185
  { width: 2, height: 2, finish: 'matte', embossing: 'hd', quantity: 50, cents: 11_250 },
  // Circular white vinyl: shape-stickers (113 35 ...), 10 % off: m1 101.7->102, m2 31.5->32; $0.67 each
  {
    option: 'circular-oval',
    material: 'white-vinyl',
    width: 2,
    height: 2,
    finish: 'matte',
    embossing: 'none',
    quantity: 100,
    cents: 6_700,
  },
  // Sheets, per sheet at 4x6 (their reference), 15 % off: m1 620*.85=527, m2 380*.85=323; 50*527 + 50*323, $4.25
  {
    option: 'sticker-sheets',
    width: 4,
    height: 6,
    finish: 'matte',
    embossing: 'none',
    quantity: 100,
    cents: 42_500,
  },
  // Glitter (176 54 48 43), 3x3, 5 % off: m1 274.92*.95=261.18->261, m2 84.35*.95=80.13->80,
  // m3 74.98*.95=71.23->71, m4 67.17*.95=63.81->64; 50*261 + 50*80 + 150*71 + 250*64
  {
    option: 'die-cut',
    material: 'glitter-vinyl',
    width: 3,
    height: 3,
    finish: 'matte',
    embossing: 'none',
    quantity: 500,
    cents: 43_700,
  },
  // Gloss labels (140 42 22 17 13 ...), gloss costs as matte: 50*140 + 50*42 + 150*22 + 250*17 + 500*13
  {
    option: 'rectangular-square',
    material: 'label-paper',
    width: 2,
    height: 2,
    finish: 'gloss',
    embossing: 'none',
    quantity: 1000,
    cents: 23_150,
  },
  // Embossed clear labels: the embossed-labels line (143 43 ...), clear film x1: 50*143 + 50*43
  {
    option: 'rectangular-square',
    material: 'clear-label-film',
    width: 2,
    height: 2,
    finish: 'matte',
    embossing: 'standard',
    quantity: 100,
    cents: 9_300,
  },
];

const label = ({ option, material, width, height, finish, embossing, quantity }: Row) =>
  `${option ?? ''} ${material ?? ''} ${width}x${height} ${finish} ${embossing} x${quantity}`.trim();

const askPrice = (body: unknown) =>
  POST(
    jsonRequest('/api/calculator-service/public/v1/prices', body, {
      headers: { 'x-forwarded-for': nextVisitorAddress() },
    }),
    undefined,
  );

describe('prices worked out by hand from the price table', () => {
  it.each(table.map((row) => [label(row), row] as const))('the engine charges %s exactly', (_label, row) => {
    const { cents, ...input } = row;
    expect(Math.round(totalPrice(seedPriceBook, input) * 100)).toBe(cents);
    expect(priceQuote(seedPriceBook, input).customQuantityPrice).toBe(cents / 100);
  });

  it.each(table.map((row) => [label(row), row] as const))(
    'the price API answers %s exactly',
    async (_label, row) => {
      const { cents, ...input } = row;
      const response = await askPrice(input);
      expect(response.status).toBe(200);
      const details = JSON.parse((await response.json()).body);
      expect(details.customQuantityPrice).toBe(cents / 100);
    },
  );

  it('fills the matrix with the same hand-worked totals (2x2 matte, no embossing)', () => {
    expect(
      priceQuote(seedPriceBook, { width: 2, height: 2, finish: 'matte', embossing: 'none' }).pricingMatrix,
    ).toMatchObject({
      // 50*110 | + 50*34 | + 150*30 | ... (rows above)
      '50': 55,
      '100': 72,
      '250': 117,
      '1000': 269.5,
      '10000': 1279.5,
    });
  });
});

describe("every catalogue product's price in the wizard is its card's", () => {
  const products = categories.flatMap((category) => category.products);

  it.each(products.map((product) => [product.id, product] as const))(
    '%s: the price API at its reference charges its card price, less its discount',
    async (id, product) => {
      const line = seedPriceBook[id as PriceLineId];
      const { width, height, quantity } = line.reference;
      const { product: productId, option, material, embossing } = productQuote(product);
      const body = {
        ...(productId === 'stickers-labels' ? {} : { product: productId }),
        option,
        material,
        embossing: embossing ?? 'none',
        width,
        height,
        quantity,
      };
      const response = await askPrice(body);
      expect(response.status).toBe(200);
      const details = JSON.parse((await response.json()).body);
      expect(details.discount).toBe(productDiscount(product, seedPriceBook));
      const units = line.unit === 'inch' ? quantity * width * height : quantity;
      const card = productPagePrice(product, seedPriceBook);
      expect(formatDollars(details.customQuantityPrice / units)).toBe(card.discounted ?? card.list);
    },
  );
});
