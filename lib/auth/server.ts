import 'server-only';

/**
 * The server side of auth. Browser code imports `@/lib/auth/client` instead: the two halves
 * cannot share an entry, as this one must never reach a client bundle.
 */
export {
  authClientConfig,
  getServerSession,
  getServerSessionWithAccessToken,
  sessionFromCookies,
  sessionFromRequest,
  sessionWithAccessToken,
} from './session';
export { mfaPreferenceOf } from './mfa-preference';
export { checkEmailChange, EMAIL_CHECK_RATE_LIMIT } from './email-change';
export { isStaff, requireStaff, requireStaffForRoute } from './staff';
export { prefillFrom, type SearchParams } from './prefill';
export { isConsolePath, loginReturningTo, RETURN_PATH_PARAM, returnPathFrom } from './return-path';
export type { MfaPreference, SessionUser } from './types';
