import { stateName } from '@/lib/tax';
import type { SavedAddress } from './address-schema';

/** A saved address as an envelope reads it, one line per part. */
export function addressLines(address: Omit<SavedAddress, 'id' | 'isDefault'>): string[] {
  return [
    address.address1,
    ...(address.address2 ? [address.address2] : []),
    `${address.city}, ${stateName(address.state)} ${address.postalCode}`,
  ];
}
