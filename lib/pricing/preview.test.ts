import { seedPriceBook } from '@/content/price-book';
import type { PriceLine } from './index';
import { previewLine } from './preview';

/*
 * What the console shows before it saves a line: the sizes it is previewed at, old prices
 * beside new, and the warnings a buyer would notice. A plain line costs $1.00 a piece at any
 * size, so each case changes one thing.
 */
function plainLine(overrides: Partial<PriceLine> = {}): PriceLine {
  return {
    unit: 'piece',
    reference: { width: 2, height: 2, quantity: 1 },
    brackets: [{ upTo: null, cents: 100 }],
    areaExponent: 0,
    minimumUnitCents: 0,
    setupCents: 0,
    embossing: [{ id: 'none', factor: 1, setupCents: 0 }],
    finish: { matte: 1, gloss: 1 },
    materials: [{ id: 'white-vinyl', factor: 1 }],
    sizeInches: { min: 1, max: 48, maxHeight: 48 },
    customQuantity: { min: 1, max: 1000, step: 1 },
    matrixQuantities: [10, 20],
    discount: 0,
    ...overrides,
  };
}

const labels = (line: PriceLine) => previewLine(line, line).tables.map((table) => table.label);
const warnings = (line: PriceLine, current: PriceLine = line) => previewLine(line, current).warnings;

describe('the sizes a line is previewed at', () => {
  it('shows stickers, labels and magnets at 2, 3 and 4 inch squares, down to the edges of the line', () => {
    expect(labels(seedPriceBook['die-cut-stickers'])).toEqual(['2″ × 2″', '3″ × 3″', '4″ × 4″']);
    expect(labels(plainLine({ sizeInches: { min: 2, max: 4, maxHeight: 4 } }))).toEqual([
      '2″ × 2″',
      '3″ × 3″',
      '4″ × 4″',
    ]);
  });

  it('shows graphics at their reference size, half as large again and twice as large', () => {
    expect(labels(seedPriceBook['full-vehicle-wraps'])).toEqual(['12″ × 12″', '18″ × 18″', '24″ × 24″']);
    expect(labels(plainLine({ unit: 'inch', reference: { width: 4, height: 6, quantity: 1 } }))).toEqual([
      '4″ × 6″',
      '6″ × 9″',
      '8″ × 12″',
    ]);
  });

  it('falls back to the reference sizes the line makes when a square does not fit', () => {
    const reference = { width: 4, height: 6, quantity: 1 };
    // Too small for 2 x 2, and no taller than 10 in: 8 x 12 is left out too.
    expect(labels(plainLine({ reference, sizeInches: { min: 3, max: 10, maxHeight: 10 } }))).toEqual([
      '4″ × 6″',
      '6″ × 9″',
    ]);
    const square = { width: 2, height: 2, quantity: 1 };
    // 4 x 4 is too wide for one line and too tall for the other.
    for (const sizeInches of [
      { min: 1, max: 3, maxHeight: 10 },
      { min: 1, max: 10, maxHeight: 3 },
    ]) {
      expect(labels(plainLine({ reference: square, sizeInches }))).toEqual(['2″ × 2″', '3″ × 3″']);
    }
  });
});

describe('old prices beside new', () => {
  it("prices each of the edited line's quantities at each size, with the change in percent", () => {
    const current = plainLine();
    const edited = plainLine({ brackets: [{ upTo: null, cents: 110 }], matrixQuantities: [10, 30] });
    const [first] = previewLine(edited, current).tables;
    expect(first).toEqual({
      size: { width: 2, height: 2 },
      label: '2″ × 2″',
      cells: [
        { quantity: 10, totalCents: 1100, currentCents: 1000, changePercent: 10 },
        { quantity: 30, totalCents: 3300, currentCents: 3000, changePercent: 10 },
      ],
    });
  });

  it('prices only the brackets a quantity reaches, even in a line Save would refuse', () => {
    // Falling limits: 8 pieces end in the first bracket; the second (up to 5) must not count.
    const falling = plainLine({
      brackets: [
        { upTo: 10, cents: 100 },
        { upTo: 5, cents: 50 },
        { upTo: null, cents: 10 },
      ],
      matrixQuantities: [8],
    });
    expect(previewLine(falling, falling).tables[0]!.cells[0]!.totalCents).toBe(800);
  });

  it('rounds the change to one decimal, and calls a price up from nothing 100 %', () => {
    const cell = (edited: PriceLine, current: PriceLine) =>
      previewLine(edited, current).tables[0]!.cells[0]!.changePercent;
    const one = { matrixQuantities: [3] };
    expect(cell(plainLine({ ...one, setupCents: 1 }), plainLine(one))).toBe(0.3);
    expect(cell(plainLine({ ...one, setupCents: 2 }), plainLine(one))).toBe(0.7);
    const free = plainLine({ brackets: [{ upTo: null, cents: 0 }] });
    expect(cell(free, free)).toBe(0);
    expect(cell(plainLine(), free)).toBe(100);
  });
});

describe('the warnings a buyer would notice', () => {
  it('gives none for a line priced the same, in proportion, at every size', () => {
    expect(warnings(plainLine())).toEqual([]);
    expect(warnings(seedPriceBook['die-cut-stickers'])).toEqual([]);
  });

  it('calls out a price that moves more than 25 % either way, and not one that moves 25 %', () => {
    const at = (cents: number) => plainLine({ brackets: [{ upTo: null, cents }], matrixQuantities: [10] });
    expect(warnings(at(125), at(100))).toEqual([]);
    expect(warnings(at(75), at(100))).toEqual([]);
    expect(warnings(at(126), at(100))).toEqual([
      '2″ × 2″, 10: the price moves 26 % ($10.00 → $12.60).',
      '3″ × 3″, 10: the price moves 26 % ($10.00 → $12.60).',
      '4″ × 4″, 10: the price moves 26 % ($10.00 → $12.60).',
    ]);
    expect(warnings(at(74), at(100))[0]).toBe('2″ × 2″, 10: the price moves -26 % ($10.00 → $7.40).');
  });

  it('warns where more pieces cost more each, and not where they cost the same each', () => {
    const dearer = plainLine({
      brackets: [
        { upTo: 10, cents: 100 },
        { upTo: null, cents: 150 },
      ],
    });
    expect(warnings(dearer)[0]).toBe('2″ × 2″: 20 cost more each ($1.25) than 10 ($1.00).');
    expect(warnings(dearer)).toHaveLength(3);
  });

  it('warns where more pieces cost less in all, and not where they cost the same in all', () => {
    expect(warnings(plainLine({ matrixQuantities: [20, 10] }))[0]).toBe(
      '2″ × 2″: 10 cost less in all ($10.00) than 20 ($20.00).',
    );
    const freeAfterTen = plainLine({
      brackets: [
        { upTo: 10, cents: 100 },
        { upTo: null, cents: 0 },
      ],
    });
    expect(warnings(freeAfterTen)).toEqual([]);
  });

  it('warns where a larger size costs less', () => {
    // The price per piece falls with the area: a 3 in square costs 4/9 of a 2 in one.
    expect(warnings(plainLine({ areaExponent: -1, matrixQuantities: [10] }))).toEqual([
      '10 of 3″ × 3″ cost less ($4.40) than of 2″ × 2″ ($10.00).',
      '10 of 4″ × 4″ cost less ($2.50) than of 3″ × 3″ ($4.40).',
    ]);
  });
});
