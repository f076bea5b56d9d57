import {
  chosenQuantity,
  chosenSize,
  CUSTOM,
  emptyDraft,
  formValue,
  restoredDraft,
  withPreselection,
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

  it('preselects a product and option from a catalogue link, ignoring unknown ids', () => {
    expect(withPreselection(emptyDraft(), '?product=stickers-labels&option=qr-code')).toMatchObject({
      product: 'stickers-labels',
      productOption: 'qr-code',
    });
    expect(withPreselection(emptyDraft(), '?product=mugs&option=qr-code')).toMatchObject({
      product: '',
      productOption: '',
    });
    expect(withPreselection(emptyDraft(), '?product=stickers-labels&option=nope')).toMatchObject({
      product: 'stickers-labels',
      productOption: '',
    });
  });

  it('restores an older free-text state as a listed code or clears it, and ignores its country', () => {
    const saved = (shippingState: unknown) =>
      restoredDraft({ contactName: 'Dana', shippingState, shippingCountry: 'Narnia' });
    expect(saved('California')).toMatchObject({ contactName: 'Dana', shippingState: 'CA' });
    expect(saved(' ny ').shippingState).toBe('NY');
    expect(saved('Californ').shippingState).toBe('');
    expect(saved(42).shippingState).toBe('');
    expect(saved('CA')).not.toHaveProperty('shippingCountry');
    expect(restoredDraft(null).contactName).toBe('');
    expect(restoredDraft(['CA']).shippingState).toBe('');
  });

  it('sends the fixed country only with an address', () => {
    expect(formValue({ ...emptyDraft(), fulfillmentMethod: 'ship' }, {}).shippingCountry).toBe('US');
    expect(formValue({ ...emptyDraft(), fulfillmentMethod: 'pickup' }, {}).shippingCountry).toBeUndefined();
  });
});
