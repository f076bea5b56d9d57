import { quoteMessages } from '@/lib/validation';

/** The most addresses one account keeps: enough for a buyer's sites, not a mailing list. */
export const SAVED_ADDRESS_LIMIT = 20;

/**
 * How recently the password must have been typed (the session's `auth_time`) to download or
 * delete everything the shop holds: a browser left signed in, or a stolen cookie, is not
 * enough for either.
 */
export const FRESH_SIGN_IN_MAX_AGE_MS = 10 * 60 * 1000;

const ADDRESS_FIELD_MAX_LENGTH = 200;

export const addressLimits = { fieldMaxLength: ADDRESS_FIELD_MAX_LENGTH } as const;

export const accountDataMessages = {
  address1Required: quoteMessages.address1Required,
  cityRequired: quoteMessages.cityRequired,
  stateRequired: quoteMessages.stateRequired,
  postalCodeRequired: quoteMessages.postalCodeRequired,
  tooLong: `Each address line must be at most ${ADDRESS_FIELD_MAX_LENGTH} characters.`,
  limitReached: `You can keep up to ${SAVED_ADDRESS_LIMIT} saved addresses. Delete one you no longer use to save another.`,
  addressNotFound: 'That address is not in your account. Please reload the page.',
  signedOut: 'Your session has ended. Please log in again.',
  signInAgain:
    'For your security, please log in again: downloading or deleting your data needs a password typed in the last 10 minutes.',
  deleteConfirmation: 'Please type DELETE to confirm.',
} as const;

/** What the customer types to confirm the deletion. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** Whether the session's password step (`auth_time`, seconds) lies within the fresh window. */
export function isFreshSignIn(user: { authTime?: number }, now: Date = new Date()): boolean {
  if (user.authTime === undefined) return false;
  const age = now.getTime() - user.authTime * 1000;
  // A clock a little ahead of the issuer's is still a sign-in that just happened.
  return age < FRESH_SIGN_IN_MAX_AGE_MS && age > -60_000;
}
