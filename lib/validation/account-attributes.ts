import { PHONE_PREFIX } from '@/lib/constants';

// Zod-free, so the sign-up form can use them without loading the account rules up front.

/** Spec §3: the name attribute is the first and last name joined by a space. */
export function fullName(form: { firstName: string; lastName: string }): string {
  return `${form.firstName} ${form.lastName}`;
}

/** Spec §3: the phone_number attribute carries the fixed +1 prefix. */
export function phoneAttribute(phoneNumber: string): string {
  return `${PHONE_PREFIX}${phoneNumber}`;
}
