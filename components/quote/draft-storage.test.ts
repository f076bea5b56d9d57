import { restoredDraft } from './draft-storage';

describe('the saved draft', () => {
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
});
