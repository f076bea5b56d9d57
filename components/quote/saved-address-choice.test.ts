import type { SavedAddress } from '@/lib/account-data';
import { emptyDraft } from './draft';
import {
  chosenAddress,
  draftAddressOf,
  hasAddress,
  NEW_ADDRESS,
  savedAddressOf,
} from './saved-address-choice';

const harbor: SavedAddress = {
  id: '6f1c1f8e-3a1e-4c1e-9a55-1b0a3b1c2d3e',
  address1: '100 Harbor Blvd',
  address2: null,
  city: 'Laguna Niguel',
  state: 'CA',
  postalCode: '92677',
  country: 'US',
  isDefault: true,
};

describe('the wizard’s saved address choice', () => {
  it('copies a saved address into the fields and recognises it there', () => {
    const draft = { ...emptyDraft(), ...draftAddressOf(harbor) };
    expect(draft.shippingAddress2).toBe('');
    expect(chosenAddress([harbor], draft)).toBe(harbor.id);
    expect(hasAddress(draft)).toBe(true);
  });

  it('reads an edited or empty address as a new one', () => {
    const edited = { ...emptyDraft(), ...draftAddressOf(harbor), shippingCity: 'Irvine' };
    expect(chosenAddress([harbor], edited)).toBe(NEW_ADDRESS);
    expect(chosenAddress([harbor], emptyDraft())).toBe(NEW_ADDRESS);
    expect(hasAddress(emptyDraft())).toBe(false);
  });

  it('sends a typed address as the address book takes it', () => {
    expect(savedAddressOf({ ...emptyDraft(), ...draftAddressOf(harbor) })).toEqual({
      address1: '100 Harbor Blvd',
      address2: '',
      city: 'Laguna Niguel',
      state: 'CA',
      postalCode: '92677',
    });
  });
});
