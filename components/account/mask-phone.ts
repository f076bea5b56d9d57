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

/**
 * Cognito's masked destination of an SMS code ("+*******0123", the country code masked too)
 * in the form above; any other shape as it came.
 */
export function maskDestination(destination: string): string {
  const positions = destination.replace(/[^\d*]/g, '');
  const lastFour = positions.slice(-4);
  return positions.length === 11 && /^\d{4}$/.test(lastFour)
    ? `${PHONE_PREFIX} (***) ***-${lastFour}`
    : destination;
}
