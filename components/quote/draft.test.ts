import { seedPriceBook } from '@/content/price-book';
import {
  chosenQuantity,
  chosenSize,
  CUSTOM,
  cutBorderFor,
  emptyDraft,
  formValue,
  lineIdOfDraft,
  lineOfDraft,
  pricedProduct,
} from './draft';

describe('quote draft helpers', () => {
  it('reads a predefined size and a custom one only when both sides are above 0', () => {
    expect(chosenSize({ ...emptyDraft(), sizeChoice: '5x3' })).toEqual({ width: 5, height: 3 });
    expect(
      chosenSize({ ...emptyDraft(), sizeChoice: CUSTOM, customWidth: '2.5', customHeight: '' }),
    ).toBeUndefined();
    expect(
      chosenSize({ ...emptyDraft(), sizeChoice: CUSTOM, customWidth: '2.5', customHeight: '0' }),
    ).toBeUndefined();
    expect(
      chosenSize({ ...emptyDraft(), sizeChoice: CUSTOM, customWidth: '2.5', customHeight: '1' }),
    ).toEqual({ width: 2.5, height: 1 });
  });

  it('reads the quantity from the matrix choice or the custom field', () => {
    expect(chosenQuantity({ ...emptyDraft(), quantityChoice: '250' })).toBe(250);
    expect(chosenQuantity({ ...emptyDraft(), quantityChoice: CUSTOM, customQuantity: '' })).toBeUndefined();
    expect(chosenQuantity({ ...emptyDraft(), quantityChoice: CUSTOM, customQuantity: '52' })).toBe(52);
  });

  it('sends no embossing choice for other products, and a material for every product', () => {
    const magnet = {
      ...emptyDraft(),
      product: 'magnets',
      productOption: 'car',
      material: '30-mil-vehicle-magnet',
    };
    expect(formValue(magnet, {})).toMatchObject({
      embossingOption: 'none',
      material: '30-mil-vehicle-magnet',
    });
    const sticker = {
      ...emptyDraft(),
      product: 'stickers-labels',
      embossingOption: 'hd',
      material: 'glitter-vinyl',
    };
    expect(formValue(sticker, {})).toMatchObject({ embossingOption: 'hd', material: 'glitter-vinyl' });
  });

  it("asks the price of the draft's own line: stickers keep the spec's request plus option and material", () => {
    const glitter = {
      ...emptyDraft(),
      product: 'stickers-labels',
      productOption: 'die-cut',
      material: 'glitter-vinyl',
      embossingOption: 'none',
    };
    expect(pricedProduct(glitter)).toEqual({ option: 'die-cut', material: 'glitter-vinyl' });
    expect(lineIdOfDraft(seedPriceBook, glitter)).toBe('glitter-stickers');
    expect(lineIdOfDraft(seedPriceBook, { ...glitter, embossingOption: 'hd' })).toBe('embossed-stickers');
    const decal = {
      ...emptyDraft(),
      product: 'vehicle-graphics',
      productOption: 'die-cut-decals',
      material: 'reflective-vinyl',
    };
    expect(pricedProduct(decal)).toEqual({
      product: 'vehicle-graphics',
      option: 'die-cut-decals',
      material: 'reflective-vinyl',
    });
    expect(lineIdOfDraft(seedPriceBook, decal)).toBe('vehicle-die-cut-decals');
    // Before an option is chosen: no line to price, the product's first line's rules to show.
    expect(lineIdOfDraft(seedPriceBook, { ...decal, productOption: '' })).toBeUndefined();
    expect(lineOfDraft(seedPriceBook, { ...decal, productOption: '' }).customQuantity).toEqual({
      min: 1,
      max: 100,
      step: 1,
    });
  });

  it('sends the fixed country only with an address', () => {
    expect(formValue({ ...emptyDraft(), fulfillmentMethod: 'ship' }, {}).shippingCountry).toBe('US');
    expect(formValue({ ...emptyDraft(), fulfillmentMethod: 'pickup' }, {}).shippingCountry).toBeUndefined();
  });
});

describe('cutBorderFor', () => {
  it("sends a die-cut's chosen border, the shop's 1/8 in until one is chosen, and none for other shapes", () => {
    expect(cutBorderFor({ productOption: 'die-cut', cutBorder: '' })).toBe(0.125);
    expect(cutBorderFor({ productOption: 'die-cut', cutBorder: '0.25' })).toBe(0.25);
    expect(cutBorderFor({ productOption: 'die-cut-decals', cutBorder: '0.1875' })).toBe(0.1875);
    expect(cutBorderFor({ productOption: 'rectangular-square', cutBorder: '0.25' })).toBeUndefined();
  });
});
