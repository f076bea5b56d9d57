import type { SavedAddress } from '@/lib/account-data';
import { addressFieldNames, type QuoteDraft } from './draft';

type DraftAddress = Pick<QuoteDraft, (typeof addressFieldNames)[number]>;

/** The value of the "A new address" choice beside the saved ones. */
export const NEW_ADDRESS = 'new';

/** A saved address copied into the wizard's fields: the quote stores its own copy. */
export function draftAddressOf(address: SavedAddress): DraftAddress {
  return {
    shippingAddress1: address.address1,
    shippingAddress2: address.address2 ?? '',
    shippingCity: address.city,
    shippingState: address.state,
    shippingPostalCode: address.postalCode,
  };
}

/** Whether any address field holds something typed or chosen. */
export function hasAddress(draft: DraftAddress): boolean {
  return addressFieldNames.some((field) => draft[field].trim() !== '');
}

/**
 * Which choice the fields show: the saved address they equal, else a new address. Derived, not
 * stored, so editing a chosen address's field makes it a new one by itself.
 */
export function chosenAddress(addresses: readonly SavedAddress[], draft: DraftAddress): string {
  const same = addresses.find((address) => {
    const copied = draftAddressOf(address);
    return addressFieldNames.every((field) => copied[field] === draft[field].trim());
  });
  return same?.id ?? NEW_ADDRESS;
}

/** The typed address as the account's address book takes it. */
export function savedAddressOf(draft: DraftAddress) {
  return {
    address1: draft.shippingAddress1,
    address2: draft.shippingAddress2,
    city: draft.shippingCity,
    state: draft.shippingState,
    postalCode: draft.shippingPostalCode,
  };
}
