import { seedPriceBook } from '@/content/price-book';
import {
  formatDollars,
  formatQuantity,
  formatSize,
  lineFor,
  lineRulesOf,
  materialLabel,
  optionChoices,
  priceQuote,
} from './index';

/* What a shopper reads of a price and a size, and what the wizard is handed of the book. */
describe('prices and sizes as shoppers read them', () => {
  it('writes dollars with 2 decimals and thousands separators (spec §9)', () => {
    expect([0, 0.5, 5, 1234.5, 0.005].map(formatDollars)).toEqual([
      '$0.00',
      '$0.50',
      '$5.00',
      '$1,234.50',
      '$0.01',
    ]);
    expect(formatQuantity(100000)).toBe('100,000');
  });

  it('writes a size in inches, or in feet and inches for graphics', () => {
    expect(formatSize(3, 2)).toBe('3 x 2 in');
    expect(formatSize(186, 60, 'feet')).toBe('15 ft 6 in x 5 ft (186 x 60 in)');
    expect(formatSize(8, 12.5, 'feet')).toBe('8 in x 1 ft 0.5 in (8 x 12.5 in)');
  });

  it("offers the spec's predefined sticker sizes, in its order", () => {
    expect(optionChoices('stickers-labels', 'die-cut').sizes).toEqual(
      ['2x2', '3x2', '3x3', '4x2', '4x4', '5x3', '5x5'].map((value) => {
        const [width, height] = value.split('x');
        return { value, label: `${width}" x ${height}"` };
      }),
    );
  });

  it('names vehicle and window sizes, in feet', () => {
    expect(optionChoices('vehicle-graphics', 'full-wrap').sizes).toEqual([
      { value: '180x60', label: 'Compact car: 15 ft x 5 ft' },
      { value: '204x60', label: 'Sedan: 17 ft x 5 ft' },
      { value: '216x72', label: 'SUV or pickup: 18 ft x 6 ft' },
      { value: '264x96', label: 'Van or box truck: 22 ft x 8 ft' },
    ]);
    expect(optionChoices('window-graphics', 'clear-decals').sizes[0]).toEqual({
      value: '24x36',
      label: 'Up to 24 × 36 in: 2 ft x 3 ft',
    });
  });

  it("lists an option's materials by name, and nothing for an option that does not exist", () => {
    expect(optionChoices('window-graphics', 'clear-decals').materials).toEqual([
      { value: 'clear-static-cling', label: 'Clear static cling' },
      { value: 'clear-adhesive-vinyl', label: 'Clear adhesive vinyl' },
    ]);
    expect(optionChoices('stickers-labels', 'no-such-option')).toEqual({ sizes: [], materials: [] });
    expect(optionChoices('no-such-product', 'die-cut')).toEqual({ sizes: [], materials: [] });
  });

  it('names a material, or shows the id of one since removed', () => {
    expect(materialLabel('vehicle-graphics', 'reflective-vinyl')).toBe('Reflective vinyl');
    expect(materialLabel('vehicle-graphics', 'gold-leaf')).toBe('gold-leaf');
    expect(materialLabel('no-such-product', 'white-vinyl')).toBe('white-vinyl');
  });
});

describe('what the wizard is handed of the book', () => {
  it('keeps the rules of each line and none of its prices', () => {
    const rules = lineRulesOf(seedPriceBook);
    expect(Object.keys(rules)).toEqual(Object.keys(seedPriceBook));
    const line = seedPriceBook['embossed-stickers'];
    expect(rules['embossed-stickers']).toEqual({
      unit: line.unit,
      sizeInches: line.sizeInches,
      customQuantity: line.customQuantity,
      matrixQuantities: line.matrixQuantities,
      discount: line.discount,
      embossing: line.embossing.map(({ id }) => ({ id })),
    });
  });

  it('refuses a choice the catalogue does not make', () => {
    expect(() =>
      lineFor(seedPriceBook, { option: 'die-cut', material: 'silver-foil', embossing: 'none' }),
    ).toThrow('No price line for this choice.');
  });
});

describe('the price response (spec §3)', () => {
  const size = { width: 3, height: 3, finish: 'matte', embossing: 'none' } as const;

  it("echoes the spec's request as it came, with no product, option or material added", () => {
    const quote = priceQuote(seedPriceBook, size);
    expect(Object.keys(quote).toSorted()).toEqual(
      [
        'width',
        'height',
        'finish',
        'embossing',
        'pricingMatrix',
        'customQuantityPrice',
        'discount',
      ].toSorted(),
    );
    expect(quote).toMatchObject({ ...size, customQuantityPrice: null, discount: 0 });
  });

  it('names the product, option and material of a request that gave them, and its discount', () => {
    const quote = priceQuote(seedPriceBook, {
      ...size,
      width: 36,
      height: 18,
      product: 'vehicle-graphics',
      option: 'die-cut-decals',
      material: 'reflective-vinyl',
    });
    expect(quote).toMatchObject({
      product: 'vehicle-graphics',
      option: 'die-cut-decals',
      material: 'reflective-vinyl',
      discount: seedPriceBook['vehicle-die-cut-decals'].discount,
    });
    expect(priceQuote(seedPriceBook, { ...size, product: 'stickers-labels' })).not.toHaveProperty('product');
  });
});
