'use server';

import type { FormState } from '@/components/admin/form-state';
import { addAddress, deleteAddress, setDefaultAddress, updateAddress } from '@/lib/account-data/server';
import { customerFormAction } from '../customer-form-action';

const PAGE = '/dashboard/addresses';

/** Adds an address, or changes the one the form's `id` names (the account's own only). */
export async function saveAddressAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return customerFormAction(formData, PAGE, async ({ id, ...address }, user) => {
    if (id) {
      await updateAddress(user.userId, id, address);
      return 'Address saved.';
    }
    await addAddress(user.userId, address);
    return 'Address added.';
  });
}

export async function setDefaultAddressAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return customerFormAction(formData, PAGE, async ({ id = '' }, user) => {
    await setDefaultAddress(user.userId, id);
    return 'Default address changed.';
  });
}

export async function deleteAddressAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return customerFormAction(formData, PAGE, async ({ id = '' }, user) => {
    await deleteAddress(user.userId, id);
    return 'Address deleted.';
  });
}
