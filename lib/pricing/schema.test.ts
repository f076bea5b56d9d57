import { seedPriceBook } from '@/content/price-book';
import { lineRulesOf } from './index';
import { quoteMessages } from '@/lib/validation/messages';
import {
  bookLines,
  offersMaterial,
  priceRequestSchema,
  priceRequestSchemasOf,
  quantitySchemaFor,
  rawLine,
} from './schema';

/*
 * The price request as the price API and the wizard check it: each line's own sizes and
 * quantities, the spec's messages for the spec's rule, the product's options and materials.
 */
const rules = lineRulesOf(seedPriceBook);
const check = (raw: unknown) => priceRequestSchema(rules).safeParse(raw);
/** What a caller is told: each refusal as `field: message`. */
const refusals = (raw: unknown) =>
  check(raw).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
const quantityRefusals = (lineId: keyof typeof rules, quantity: unknown) =>
  quantitySchemaFor(rules[lineId])
    .safeParse(quantity)
    .error?.issues.map((issue) => issue.message) ?? [];

const sticker = { width: 3, height: 2 };

describe("the custom quantity, by the line's own rule", () => {
  it.each([
    [49, [quoteMessages.customQuantityMin, quoteMessages.customQuantityStep]],
    [50, []],
    [52, [quoteMessages.customQuantityStep]],
    [100_000, []],
    [100_001, [quoteMessages.customQuantityMax, quoteMessages.customQuantityStep]],
    // Out of range yet a multiple of 5: the spec flags it with the increments message too.
    [45, [quoteMessages.customQuantityMin, quoteMessages.customQuantityStep]],
    [100_005, [quoteMessages.customQuantityMax, quoteMessages.customQuantityStep]],
  ])("answers %d stickers with the spec's messages: %j", (quantity, messages) => {
    expect(quantityRefusals('die-cut-stickers', quantity)).toEqual(messages);
  });

  it.each([
    // Packaging: 100 to 50,000 in tens.
    ['box-wraps', 90, ['Custom quantity must be at least 100.']],
    ['box-wraps', 100, []],
    ['box-wraps', 105, ['Custom quantity must be in increments of 10.']],
    ['box-wraps', 50_000, []],
    ['box-wraps', 50_010, ['Custom quantity must be at most 50,000.']],
    // Magnets: 2 to 10,000, any whole number.
    ['die-cut-magnets', 1, ['Custom quantity must be at least 2.']],
    ['die-cut-magnets', 2, []],
    ['die-cut-magnets', 2.5, ['Custom quantity must be a whole number.']],
    ['die-cut-magnets', 10_001, ['Custom quantity must be at most 10,000.']],
  ] as const)('answers %s at %d with messages naming its own bounds: %j', (lineId, quantity, messages) => {
    expect(quantityRefusals(lineId, quantity)).toEqual(messages);
  });

  it("keeps the spec's messages for the spec's rule only: one bound changed, the messages name the line's", () => {
    const withRule = (customQuantity: { min: number; max: number; step: number }) =>
      quantitySchemaFor({ ...rules['die-cut-stickers'], customQuantity });
    const messages = (schema: ReturnType<typeof withRule>, quantity: number) =>
      schema.safeParse(quantity).error?.issues.map((issue) => issue.message);
    expect(messages(withRule({ min: 10, max: 100_000, step: 5 }), 5)).toEqual([
      'Custom quantity must be at least 10.',
    ]);
    expect(messages(withRule({ min: 50, max: 1000, step: 5 }), 1005)).toEqual([
      'Custom quantity must be at most 1,000.',
    ]);
    expect(messages(withRule({ min: 50, max: 100_000, step: 10 }), 55)).toEqual([
      'Custom quantity must be in increments of 10.',
    ]);
  });

  it('asks for a number where the quantity is not one', () => {
    expect(quantityRefusals('die-cut-stickers', '500')).toEqual([quoteMessages.customQuantityRequired]);
    expect(quantityRefusals('box-wraps', null)).toEqual([quoteMessages.customQuantityRequired]);
  });

  it('checks the quantity a price request asks for, and prices without one', () => {
    expect(refusals({ ...sticker, quantity: 52 })).toEqual([`quantity: ${quoteMessages.customQuantityStep}`]);
    expect(check(sticker).data).toEqual({ ...sticker, finish: 'matte', embossing: 'none' });
  });

  it("takes the rule of the line the request's choices lead to", () => {
    const magnets = { product: 'magnets', option: 'die-cut', material: '20-mil-magnet', ...sticker };
    expect(refusals({ ...magnets, quantity: 7 })).toEqual([]);
    expect(refusals({ ...sticker, quantity: 7 })).toEqual([
      `quantity: ${quoteMessages.customQuantityMin}`,
      `quantity: ${quoteMessages.customQuantityStep}`,
    ]);
  });
});

describe("the size, by the line's own bounds", () => {
  it.each([
    [{ width: 0.4, height: 2 }, ['width: Width must be between 0.5 and 48 inches.']],
    [{ width: 0.5, height: 48 }, []],
    [{ width: 48.1, height: 2 }, ['width: Width must be between 0.5 and 48 inches.']],
    [{ width: 2, height: 48.1 }, ['height: Height must be between 0.5 and 48 inches.']],
    [{ width: 2, height: 0.4 }, ['height: Height must be between 0.5 and 48 inches.']],
    [{ width: '2', height: 2 }, ['width: Width must be between 0.5 and 48 inches.']],
  ])('answers stickers of %o: %j', (size, messages) => {
    expect(refusals(size)).toEqual(messages);
  });

  it('bounds the height of a vehicle wrap by its own largest height, not its width', () => {
    const wrap = { product: 'vehicle-graphics', option: 'full-wrap', material: 'cast-wrap-vinyl' };
    expect(refusals({ ...wrap, width: 360, height: 120 })).toEqual([]);
    expect(refusals({ ...wrap, width: 361, height: 121 })).toEqual([
      'width: Width must be between 6 and 360 inches.',
      'height: Height must be between 6 and 120 inches.',
    ]);
  });
});

describe('the choices of a price request', () => {
  it('takes matte and no embossing unless told, and refuses a finish or embossing not offered', () => {
    expect(check({ ...sticker, finish: 'gloss', embossing: 'hd' }).data).toMatchObject({
      finish: 'gloss',
      embossing: 'hd',
    });
    expect(refusals({ ...sticker, finish: 'satin', embossing: 'deep' })).toEqual([
      'finish: Please choose a finish.',
      'embossing: Please choose an embossing option.',
    ]);
  });

  it('embosses stickers and labels only', () => {
    const magnets = { product: 'magnets', option: 'die-cut', material: '20-mil-magnet', ...sticker };
    expect(refusals({ ...magnets, embossing: 'standard' })).toEqual([
      'embossing: Please choose an embossing option.',
    ]);
    expect(check({ ...magnets, embossing: 'none' }).success).toBe(true);
  });

  it('asks another product for its option and material, and refuses a material its option lacks', () => {
    expect(refusals({ product: 'magnets', ...sticker })).toEqual([
      'option: Please choose a product option.',
      'material: Please choose a material.',
    ]);
    expect(
      refusals({ product: 'magnets', option: 'die-cut', material: '30-mil-vehicle-magnet', ...sticker }),
    ).toEqual(['material: Please choose a material.']);
    expect(
      refusals({ product: 'magnets', option: 'die-cut', material: '30-mil-magnet', ...sticker }),
    ).toEqual([]);
  });

  it('lets a sticker request name its option and material, checked against die cut when it names none', () => {
    expect(refusals({ ...sticker, material: 'glitter-vinyl' })).toEqual([]);
    expect(refusals({ ...sticker, material: 'label-paper' })).toEqual([
      'material: Please choose a material.',
    ]);
    expect(refusals({ ...sticker, option: 'sticker-sheets', material: 'white-vinyl' })).toEqual([]);
    expect(refusals({ ...sticker, option: 'mugs' })).toEqual(['option: Please choose a product option.']);
    expect(refusals({ ...sticker, product: 'stickers-labels' })).toEqual([]);
  });

  it('refuses a request that is not an object', () => {
    expect(check('3x2').success).toBe(false);
    expect(check(null).success).toBe(false);
    expect(check(undefined).success).toBe(false);
  });
});

describe('the line a raw request is checked against', () => {
  const names = { option: 'option', embossing: 'embossing' };

  it("follows the product, option, material and embossing it names, or the spec's stickers", () => {
    expect(rawLine(rules, {}, names)).toEqual({ product: 'stickers-labels', lineId: 'die-cut-stickers' });
    expect(rawLine(rules, { embossing: 'hd' }, names).lineId).toBe('embossed-stickers');
    expect(rawLine(rules, { material: 'clear-vinyl' }, names).lineId).toBe('clear-stickers');
    expect(
      rawLine(rules, { product: 'magnets', option: 'car', material: '30-mil-vehicle-magnet' }, names),
    ).toEqual({ product: 'magnets', lineId: 'car-magnets' });
    // The quote form names its fields its own way.
    expect(
      rawLine(
        rules,
        { productOption: 'sticker-sheets', embossingOption: 'standard' },
        {
          option: 'productOption',
          embossing: 'embossingOption',
        },
      ).lineId,
    ).toBe('sticker-sheets');
  });

  it("falls back to the product's first line for a choice it does not offer", () => {
    expect(rawLine(rules, { embossing: 'deep', material: 7 }, names).lineId).toBe('die-cut-stickers');
    expect(rawLine(rules, { product: 'magnets', option: 'mugs' }, names)).toEqual({
      product: 'magnets',
      lineId: 'magnetic-business-cards',
    });
    expect(rawLine(rules, { product: 'magnets' }, names).lineId).toBe('magnetic-business-cards');
    expect(rawLine(rules, { product: 'mugs' }, names).product).toBe('stickers-labels');
    expect(rawLine(rules, 'magnets', names).product).toBe('stickers-labels');
    expect(rawLine(rules, null, names).lineId).toBe('die-cut-stickers');
  });

  it('offers a material only where the option makes it, and leaves an unknown option to its own check', () => {
    expect(offersMaterial('magnets', 'die-cut', '20-mil-magnet')).toBe(true);
    expect(offersMaterial('magnets', 'die-cut', '30-mil-vehicle-magnet')).toBe(false);
    expect(offersMaterial('magnets', 'die-cut', undefined)).toBe(true);
    expect(offersMaterial('magnets', 'mugs', 'gold')).toBe(true);
  });
});

describe('the request schemas the API description publishes', () => {
  it('lists each product and line once, each with the bounds of its own line', () => {
    const lines = bookLines(rules).map(({ product, lineId }) => `${product}|${lineId}`);
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines.filter((line) => line.startsWith('stickers-labels|'))).toEqual([
      'stickers-labels|die-cut-stickers',
      'stickers-labels|embossed-stickers',
      'stickers-labels|sticker-sheets',
      'stickers-labels|shape-stickers',
      'stickers-labels|qr-code-stickers',
    ]);
    expect(lines.filter((line) => line.startsWith('magnets|'))).toEqual([
      'magnets|magnetic-business-cards',
      'magnets|die-cut-magnets',
      'magnets|car-magnets',
    ]);
    const schemas = priceRequestSchemasOf(rules);
    expect(schemas.map(({ product, lineId }) => `${product}|${lineId}`)).toEqual(lines);
    const wrap = schemas.find((entry) => entry.lineId === 'full-vehicle-wraps')!;
    expect(
      wrap.schema.safeParse({
        product: 'vehicle-graphics',
        option: 'full-wrap',
        material: 'cast-wrap-vinyl',
        width: 360,
        height: 121,
      }).error?.issues[0]?.message,
    ).toBe('Height must be between 6 and 120 inches.');
  });

  it('checks against a book saved afresh, not the one read before it', () => {
    const narrower = {
      ...rules,
      'die-cut-stickers': { ...rules['die-cut-stickers'], sizeInches: { min: 1, max: 10, maxHeight: 10 } },
    };
    expect(refusals(sticker)).toEqual([]);
    expect(priceRequestSchema(narrower).safeParse({ width: 11, height: 2 }).error?.issues[0]?.message).toBe(
      'Width must be between 1 and 10 inches.',
    );
  });
});
