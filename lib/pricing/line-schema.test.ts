import { seedPriceBook } from '@/content/price-book';
import type { PriceLine } from './index';
import { priceLineSchema } from './line-schema';

/*
 * What the console answers staff who save a line the engine cannot price with: one refusal per
 * broken rule, on the field it concerns. Each case breaks one rule of a valid line (die-cut
 * stickers, or the sheets with their three embossings) and nothing else.
 */
const stickers = seedPriceBook['die-cut-stickers'];
const sheets = seedPriceBook['sticker-sheets'];
const refusals = (line: unknown) =>
  priceLineSchema.safeParse(line).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ??
  [];
const withBracket = (index: number, bracket: Partial<PriceLine['brackets'][number]>): PriceLine => ({
  ...stickers,
  brackets: stickers.brackets.map((each, at) => (at === index ? { ...each, ...bracket } : each)),
});

describe('a price line staff may save', () => {
  it('takes every line of the book, and lines at the edges of each rule', () => {
    for (const line of Object.values(seedPriceBook)) expect(refusals(line)).toEqual([]);
    expect(
      refusals({
        ...stickers,
        areaExponent: 1.5,
        discount: 0,
        minimumUnitCents: 0,
        finish: { matte: 10, gloss: 0.01 },
        // The reference at the very edges of the sizes the line makes.
        reference: { width: 0.5, height: 48, quantity: 1 },
        customQuantity: { min: 5, max: 5, step: 1 },
        sizeInches: { min: 0.5, max: 48, maxHeight: 48 },
      }),
    ).toEqual([]);
    expect(refusals({ ...stickers, areaExponent: 0, discount: 99.9 })).toEqual([]);
    expect(refusals({ ...stickers, reference: { width: 48, height: 0.5, quantity: 1 } })).toEqual([]);
    expect(
      refusals({
        ...stickers,
        sizeInches: { min: 1, max: 1, maxHeight: 1 },
        reference: { width: 1, height: 1, quantity: 1 },
      }),
    ).toEqual([]);
  });

  it.each<[string, PriceLine | Record<string, unknown>, string[]]>([
    [
      'negative cents',
      { ...stickers, setupCents: -1 },
      ['setupCents: Cents must be a whole number of at least 0.'],
    ],
    [
      'a factor of 0',
      { ...stickers, finish: { matte: 0, gloss: 1 } },
      ['finish.matte: A factor must be above 0.'],
    ],
    [
      'a factor above 10',
      { ...stickers, finish: { matte: 1, gloss: 10.5 } },
      ['finish.gloss: A factor must be at most 10.'],
    ],
    [
      'a reference quantity of 0',
      { ...stickers, reference: { ...stickers.reference, quantity: 0 } },
      ['reference.quantity: Must be a whole number of at least 1.'],
    ],
    [
      'a size of 0 inches',
      { ...stickers, sizeInches: { ...stickers.sizeInches, min: 0 } },
      ['sizeInches.min: Inches must be above 0.'],
    ],
    [
      'a material id with capitals',
      { ...stickers, materials: [{ id: 'White-Vinyl', factor: 1 }] },
      ['materials.0.id: An id is lower-case letters, digits and dashes.'],
    ],
    [
      'a material id longer than 60 characters',
      { ...stickers, materials: [{ id: 'v'.repeat(61), factor: 1 }] },
      ['materials.0.id: An id is lower-case letters, digits and dashes.'],
    ],
    ['no brackets', { ...stickers, brackets: [] }, ['brackets: A line needs at least one quantity bracket.']],
    ['no embossing', { ...stickers, embossing: [] }, ['embossing: A line needs at least one embossing.']],
    ['no material', { ...stickers, materials: [] }, ['materials: A line needs at least one material.']],
    [
      'no matrix quantity',
      { ...stickers, matrixQuantities: [] },
      ['matrixQuantities: A line lists at least one quantity.'],
    ],
    ['a discount of 100 %', { ...stickers, discount: 100 }, ['discount: A discount is under 100 %.']],
    [
      'a closed last bracket',
      withBracket(8, { upTo: 20_000 }),
      ['brackets.8.upTo: Only the last bracket is open (no upper limit), and it must be.'],
    ],
    [
      'an open bracket before the last',
      withBracket(0, { upTo: null }),
      ['brackets.0.upTo: Only the last bracket is open (no upper limit), and it must be.'],
    ],
    [
      'a limit equal to the one before',
      withBracket(1, { upTo: 50 }),
      ['brackets: Bracket limits must rise.'],
    ],
    [
      'a bracket dearer by one cent than the one before',
      withBracket(1, { cents: 111 }),
      ['brackets.1.cents: A larger quantity bracket must not cost more per piece than the one before.'],
    ],
    [
      'an embossing listed twice',
      {
        ...sheets,
        embossing: [sheets.embossing[0], sheets.embossing[1], { ...sheets.embossing[1]!, factor: 2 }],
      },
      ['embossing: Each embossing is listed once.'],
    ],
    [
      'a smallest side above the largest width',
      {
        ...stickers,
        sizeInches: { min: 3, max: 2, maxHeight: 48 },
        reference: { width: 3, height: 3, quantity: 1 },
      },
      [
        'sizeInches: The smallest size must not exceed the largest.',
        'reference: The reference size must be one the line makes.',
      ],
    ],
    [
      'a smallest side above the largest height',
      {
        ...stickers,
        sizeInches: { min: 3, max: 48, maxHeight: 2 },
        reference: { width: 3, height: 3, quantity: 1 },
      },
      [
        'sizeInches: The smallest size must not exceed the largest.',
        'reference: The reference size must be one the line makes.',
      ],
    ],
    [
      'a smallest custom quantity above the largest',
      { ...stickers, customQuantity: { min: 101, max: 100, step: 1 } },
      ['customQuantity: The smallest quantity must not exceed the largest.'],
    ],
    [
      'a reference narrower than the line makes',
      { ...stickers, reference: { width: 0.4, height: 2, quantity: 100 } },
      ['reference: The reference size must be one the line makes.'],
    ],
    [
      'a reference wider than the line makes',
      { ...stickers, reference: { width: 48.5, height: 2, quantity: 100 } },
      ['reference: The reference size must be one the line makes.'],
    ],
    [
      'a reference shorter than the line makes',
      { ...stickers, reference: { width: 2, height: 0.4, quantity: 100 } },
      ['reference: The reference size must be one the line makes.'],
    ],
    [
      'a reference taller than the line makes',
      {
        ...stickers,
        sizeInches: { min: 0.5, max: 48, maxHeight: 10 },
        reference: { width: 20, height: 11, quantity: 100 },
      },
      ['reference: The reference size must be one the line makes.'],
    ],
    [
      'matrix quantities that do not rise',
      { ...stickers, matrixQuantities: [50, 100, 100] },
      ['matrixQuantities: Matrix quantities must rise.'],
    ],
  ])('refuses %s, on its field', (_case, line, messages) => {
    expect(refusals(line)).toEqual(messages);
  });

  it('refuses an area exponent outside 0 to 1.5, and a negative discount', () => {
    expect(refusals({ ...stickers, areaExponent: -0.1 }).map((refusal) => refusal.split(':')[0])).toEqual([
      'areaExponent',
    ]);
    expect(refusals({ ...stickers, areaExponent: 1.6 }).map((refusal) => refusal.split(':')[0])).toEqual([
      'areaExponent',
    ]);
    expect(refusals({ ...stickers, discount: -1 }).map((refusal) => refusal.split(':')[0])).toEqual([
      'discount',
    ]);
  });
});
