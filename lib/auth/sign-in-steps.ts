import { AuthFlowError } from './errors';
import { RETURN_PATH_PARAM, returnPathFrom } from './return-path';

/**
 * Where a finished sign-in goes: on to the dashboard (spec §4), or the console for staff
 * (issue 35), decided on the server (app/(site)/signed-in).
 */
const SIGNED_IN_PATH = '/signed-in';

/** The landing that decides where a finished sign-in goes, returning to `returnTo` if allowed. */
export function signedInPath(returnTo?: string): string {
  const allowed = returnPathFrom(returnTo);
  return allowed
    ? `${SIGNED_IN_PATH}?${new URLSearchParams({ [RETURN_PATH_PARAM]: allowed })}`
    : SIGNED_IN_PATH;
}

/**
 * Where the login screen goes for each sign-in step Amplify reports (spec §4); `returnTo` is
 * the page that sent the customer to log in, for the finished sign-in.
 */
export function signInDestination(step: string, username: string, returnTo?: string): string {
  switch (step) {
    case 'DONE':
      return signedInPath(returnTo);
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
      return '/otp';
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return '/otp?method=totp';
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
      return '/otp?method=select';
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
      return '/otp?method=totp-setup';
    case 'CONFIRM_SIGN_UP':
      return `/confirm-signup?${new URLSearchParams({ username })}`;
    case 'RESET_PASSWORD':
      return `/reset-password?${new URLSearchParams({ username })}`;
    default:
      throw new AuthFlowError(
        `Your account needs a login step this site does not offer (${step}). Please contact us and we will help you log in.`,
      );
  }
}
