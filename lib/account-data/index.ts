/**
 * The customer's own data (issue 33 §2): saved addresses, the "Your data" export and the
 * account's erasure. This entry is safe for the browser (rules, messages, the address schema);
 * `@/lib/account-data/server` does the reading and writing.
 */
export {
  DELETE_CONFIRMATION_WORD,
  FRESH_SIGN_IN_MAX_AGE_MS,
  SAVED_ADDRESS_LIMIT,
  accountDataMessages,
  addressLimits,
  isFreshSignIn,
} from './rules';
export { savedAddressSchema, type SavedAddress } from './address-schema';
export { addressLines } from './address-lines';
