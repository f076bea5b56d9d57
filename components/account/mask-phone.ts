import { PHONE_PREFIX } from '@/lib/constants';

/** A phone number with all but its last four digits hidden, e.g. "+1 (***) ***-0123". */
export function maskPhone(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  if (digits.length < 4) return '';
  const national = phoneNumber.startsWith(PHONE_PREFIX) ? digits.slice(PHONE_PREFIX.length - 1) : digits;
  const lastFour = national.slice(-4);
  const prefix = phoneNumber.startsWith(PHONE_PREFIX) ? `${PHONE_PREFIX} ` : '';
  return national.length === 10
    ? `${prefix}(***) ***-${lastFour}`
    : `${prefix}${'*'.repeat(national.length - 4)}${lastFour}`;
}
