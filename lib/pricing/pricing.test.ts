import { seedPriceBook } from '@/content/price-book';
import fc from 'fast-check';
import { categories } from '@/content/catalogue';
import { quoteProducts } from '@/content/quote-products';
import {
  lineIdFor,
  priceQuote,
  referencePrice,
  totalPrice,
  type Embossing,
  type Finish,
  type PriceInput,
  type PriceLineId,
} from './index';
import { priceLineSchema } from './line-schema';

const lineIds = Object.keys(seedPriceBook) as PriceLineId[];

/** Every choice the wizard offers, with the line it leads to. */
const offered = quoteProducts.flatMap((product) =>
  product.options.flatMap((option) =>
    option.materials.flatMap((material) =>
      (['none', 'standard', 'hd'] as const)
        .filter((embossing) => embossing === 'none' || 'embossedLine' in material)
        .map((embossing) => ({ product: product.id, option: option.id, material: material.id, embossing })),
    ),
  ),
);

const finishes: Finish[] = ['matte', 'gloss'];
const choice = fc.constantFrom(...offered);
const configFor = (input: (typeof offered)[number]) => {
  const { sizeInches } = seedPriceBook[lineIdFor(seedPriceBook, input)!];
  const side = (max: number) => fc.double({ min: sizeInches.min, max, noNaN: true });
  return fc.record({
    ...Object.fromEntries(Object.entries(input).map(([key, value]) => [key, fc.constant(value)])),
    width: side(sizeInches.max),
    height: side(sizeInches.maxHeight),
    finish: fc.constantFrom(...finishes),
  }) as fc.Arbitrary<Omit<PriceInput, 'quantity'>>;
};
const config = choice.chain(configFor);
const quantity = fc.integer({ min: 1, max: 100_000 });
const runs = { numRuns: 1000 };

describe('pricing engine properties, on every line the wizard can reach', () => {
  it('never charges more per piece for a bigger order', () => {
    fc.assert(
      fc.property(config, quantity, quantity, (input, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const perSmall = totalPrice(seedPriceBook, { ...input, quantity: small }) / small;
        const perLarge = totalPrice(seedPriceBook, { ...input, quantity: large }) / large;
        return perLarge <= perSmall + 1e-12;
      }),
      runs,
    );
  });

  it('never charges less in total for a bigger order', () => {
    fc.assert(
      fc.property(config, quantity, quantity, (input, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        return (
          totalPrice(seedPriceBook, { ...input, quantity: large }) >=
          totalPrice(seedPriceBook, { ...input, quantity: small })
        );
      }),
      runs,
    );
  });

  it('never charges less for a bigger piece', () => {
    fc.assert(
      fc.property(config, quantity, fc.double({ min: 1, max: 3, noNaN: true }), (input, count, grow) => {
        const { sizeInches } = seedPriceBook[lineIdFor(seedPriceBook, input)!];
        const bigger = {
          ...input,
          width: Math.min(sizeInches.max, input.width * grow),
          height: Math.min(sizeInches.maxHeight, input.height * grow),
        };
        return (
          totalPrice(seedPriceBook, { ...bigger, quantity: count }) >=
          totalPrice(seedPriceBook, { ...input, quantity: count })
        );
      }),
      runs,
    );
  });

  it('prices die-cut white vinyl below its standard embossing and that below HD', () => {
    const order: Embossing[] = ['none', 'standard', 'hd'];
    const dieCut = configFor({
      product: 'stickers-labels',
      option: 'die-cut',
      material: 'white-vinyl',
      embossing: 'none',
    });
    fc.assert(
      fc.property(dieCut, quantity, (input, count) => {
        const prices = order.map((embossing) =>
          totalPrice(seedPriceBook, { ...input, embossing, quantity: count }),
        );
        return prices[0]! < prices[1]! && prices[1]! < prices[2]!;
      }),
      runs,
    );
  });

  it('gives every amount in whole cents', () => {
    const wholeCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
    fc.assert(
      fc.property(config, quantity, (input, count) => {
        // Within what the line sells: beyond it, totals outgrow a double's cent precision.
        const quote = priceQuote(seedPriceBook, {
          ...input,
          quantity: Math.min(count, seedPriceBook[lineIdFor(seedPriceBook, input)!].customQuantity.max),
        });
        return Object.values(quote.pricingMatrix).every(wholeCents) && wholeCents(quote.customQuantityPrice!);
      }),
      runs,
    );
  });
});

describe('the seeded price book', () => {
  it('has one valid line per catalogue product, keyed by its id', () => {
    const productIds = categories.flatMap((category) => category.products.map((product) => product.id));
    expect(lineIds.toSorted()).toEqual(productIds.toSorted());
    for (const id of lineIds) {
      const parsed = priceLineSchema.safeParse(JSON.parse(JSON.stringify(seedPriceBook[id])));
      expect({ id, issues: parsed.error?.issues }).toEqual({ id, issues: undefined });
    }
  });

  it("prices each catalogue product's own choices with its own line", () => {
    for (const product of categories.flatMap((category) => category.products)) {
      expect([product.id, lineIdFor(seedPriceBook, { embossing: 'none', ...product.quote })]).toEqual([
        product.id,
        product.id,
      ]);
    }
  });

  it('maps every offered choice to a line that makes its material and embossing', () => {
    for (const input of offered) {
      const line = seedPriceBook[lineIdFor(seedPriceBook, input)!];
      expect(line.materials.map((material) => material.id)).toContain(input.material);
      expect(line.embossing.map((embossing) => embossing.id)).toContain(input.embossing);
    }
    // Embossed is priced one way only: every embossed sticker or label choice uses an embossed line.
    const embossedLines = new Set(
      offered.filter((input) => input.embossing !== 'none').map((input) => lineIdFor(seedPriceBook, input)),
    );
    expect([...embossedLines].toSorted()).toEqual(['embossed-labels', 'embossed-stickers', 'sticker-sheets']);
  });

  it("defaults the spec's request (no product, option or material) to die cut in white vinyl", () => {
    expect(lineIdFor(seedPriceBook, { embossing: 'none' })).toBe('die-cut-stickers');
    expect(lineIdFor(seedPriceBook, { embossing: 'standard' })).toBe('embossed-stickers');
    expect(
      lineIdFor(seedPriceBook, { option: 'die-cut', material: 'silver-foil', embossing: 'none' }),
    ).toBeUndefined();
    expect(lineIdFor(seedPriceBook, { product: 'magnets', option: 'die-cut', embossing: 'none' })).toBe(
      'die-cut-magnets',
    );
    // Only stickers & labels have a default option: another product names its own.
    expect(lineIdFor(seedPriceBook, { product: 'magnets', embossing: 'none' })).toBeUndefined();
    // Magnets are not embossed: no line prices them so.
    expect(
      lineIdFor(seedPriceBook, {
        product: 'magnets',
        option: 'die-cut',
        material: '20-mil-magnet',
        embossing: 'standard',
      }),
    ).toBeUndefined();
  });

  it('prices glitter, chrome and holographic each by its own line', () => {
    const at = (material: string) =>
      totalPrice(seedPriceBook, {
        option: 'die-cut',
        material,
        width: 3,
        height: 3,
        finish: 'matte',
        embossing: 'none',
        quantity: 500,
      });
    const [glitter, chrome, holographic] = ['glitter-vinyl', 'chrome-vinyl', 'holographic-vinyl'].map(at);
    expect(new Set([glitter, chrome, holographic]).size).toBe(3);
    expect(glitter).toBeGreaterThan(holographic!);
    expect(holographic).toBeGreaterThan(chrome!);
  });

  it('reads each reference figure where its line says, per piece, sheet or square inch', () => {
    expect(referencePrice(seedPriceBook['die-cut-stickers'])).toEqual({
      unitPrice: 0.72,
      unit: 'piece',
      discount: 0,
      reference: { width: 2, height: 2, quantity: 100 },
    });
    expect(referencePrice(seedPriceBook['sticker-sheets'])).toMatchObject({
      unitPrice: 5,
      unit: 'sheet',
      discount: 15,
    });
    // An embossed line has no plain embossing: its figure is at its first, standard.
    expect(referencePrice(seedPriceBook['embossed-stickers']).unitPrice).toBe(0.93);
    // 1 panel of 12 x 12 in: 10368 cents = 72 cents a square inch.
    expect(referencePrice(seedPriceBook['full-vehicle-wraps'])).toMatchObject({
      unitPrice: 0.72,
      unit: 'inch',
    });
  });
});

describe('line validation', () => {
  const valid = () =>
    JSON.parse(JSON.stringify(seedPriceBook['die-cut-stickers'])) as Record<string, unknown>;
  const problems = (line: Record<string, unknown>) =>
    priceLineSchema.safeParse(line).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('refuses a bracket that costs more per piece than the one before', () => {
    const line = valid();
    (line.brackets as { cents: number }[])[3]!.cents = 40;
    expect(problems(line)).toEqual([
      'brackets.3.cents: A larger quantity bracket must not cost more per piece than the one before.',
    ]);
  });

  it('refuses a fraction of a cent', () => {
    const line = valid();
    (line.brackets as { cents: number }[])[0]!.cents = 110.5;
    expect(problems(line)).toEqual(['brackets.0.cents: Invalid input']);
  });

  it('refuses falling limits, an open bracket before the last and a reference out of bounds', () => {
    const line = valid();
    const brackets = line.brackets as { upTo: number | null; cents: number }[];
    brackets[2]!.upTo = 60;
    brackets[4]!.upTo = null;
    line.reference = { width: 60, height: 2, quantity: 100 };
    expect(problems(line)).toEqual(
      expect.arrayContaining([
        'brackets.4.upTo: Only the last bracket is open (no upper limit), and it must be.',
        'brackets: Bracket limits must rise.',
        'reference: The reference size must be one the line makes.',
      ]),
    );
  });

  it('refuses a discount of 100 % and a material listed twice', () => {
    const line = {
      ...valid(),
      discount: 100,
      materials: [
        { id: 'white-vinyl', factor: 1 },
        { id: 'white-vinyl', factor: 2 },
      ],
    };
    expect(problems(line)).toEqual(
      expect.arrayContaining([
        'discount: A discount is under 100 %.',
        'materials: Each material is listed once.',
      ]),
    );
  });
});

describe('pricing engine examples', () => {
  it('lists every matrix quantity of the line and agrees with the custom quantity price', () => {
    const quote = priceQuote(seedPriceBook, {
      width: 3,
      height: 2,
      finish: 'gloss',
      embossing: 'standard',
      quantity: 500,
    });
    expect(Object.keys(quote.pricingMatrix).map(Number)).toEqual(
      seedPriceBook['embossed-stickers'].matrixQuantities,
    );
    expect(quote.customQuantityPrice).toBe(quote.pricingMatrix['500']);
  });

  it('answers null for the custom quantity price when no quantity is asked for', () => {
    expect(
      priceQuote(seedPriceBook, { width: 2, height: 2, finish: 'matte', embossing: 'none' })
        .customQuantityPrice,
    ).toBeNull();
  });

  it('charges gloss above matte', () => {
    const base = { width: 4, height: 4, embossing: 'none', quantity: 250 } as const;
    expect(totalPrice(seedPriceBook, { ...base, finish: 'gloss' })).toBeGreaterThan(
      totalPrice(seedPriceBook, { ...base, finish: 'matte' }),
    );
  });
});

describe('prices to the cent', () => {
  /*
   * Each figure worked out by hand from the line (content/price-book.ts): every bracket's cents
   * times the area scale (area over the reference's, to the line's exponent), kept above the
   * minimum, times finish, embossing, material and (1 - discount), rounded once per piece; plus
   * the setup fees less the discount. E.g. 3 x 2 in die cut: scale 1.5^0.55 = 1.2498, so the
   * brackets' 110, 34, 30, 27 cents become 137, 42, 37, 34, and 500 pieces cost
   * 50 x 137 + 50 x 42 + 150 x 37 + 250 x 34 = 23,000 cents.
   */
  const sticker = { width: 3, height: 2, finish: 'matte', embossing: 'none', quantity: 500 } as const;

  it.each([
    ['die-cut stickers, 3 x 2 in, matte', sticker, 230],
    ['the same in gloss (1.08, rounded per piece after the finish)', { ...sticker, finish: 'gloss' }, 247],
    [
      'half-inch stickers, held at the 6-cent minimum per piece',
      { ...sticker, width: 0.5, height: 0.5, quantity: 10_000 },
      611,
    ],
    ['shape stickers, 10 % off every piece', { ...sticker, option: 'circular-oval' }, 213],
    [
      'HD embossed stickers: 1.3 per piece and the $20 plate',
      { ...sticker, width: 2, height: 2, embossing: 'hd', quantity: 100 },
      141,
    ],
    [
      'HD embossed sheets: 1.68 per sheet, 15 % off the pieces and the plate',
      { ...sticker, option: 'sticker-sheets', width: 4, height: 6, embossing: 'hd', quantity: 100 },
      731,
    ],
    [
      'reflective vehicle decals: 1.6 for the material, 15 % off, by the square inch',
      {
        ...sticker,
        product: 'vehicle-graphics',
        option: 'die-cut-decals',
        material: 'reflective-vinyl',
        width: 36,
        height: 18,
        quantity: 3,
      },
      569.08,
    ],
  ] as const)('charges %s exactly', (_case, input, dollars) => {
    expect(totalPrice(seedPriceBook, input)).toBe(dollars);
    expect(priceQuote(seedPriceBook, input).customQuantityPrice).toBe(dollars);
  });

  it("says which material a line lacks when the catalogue's choice is not on it", () => {
    const book = {
      ...seedPriceBook,
      'die-cut-stickers': { ...seedPriceBook['die-cut-stickers'], materials: [{ id: 'paper', factor: 1 }] },
    };
    expect(() => totalPrice(book, { ...sticker, material: 'white-vinyl' })).toThrow(
      'The price line has no material white-vinyl.',
    );
  });
});
