// The client-safe side of sign-in: no Amplify here (lib/auth-client loads it where a form needs it).
export { AuthFlowError, describeAuthError, type AuthFailure } from './errors';
export { pendingSignIn, rememberSignInStep, subscribeSignIn, type PendingSignIn } from './pending-sign-in';
export { loginReturningTo, RETURN_PATH_PARAM, returnPathFrom } from './return-path';
export { signedInPath, signInDestination } from './sign-in-steps';
export { hasSessionCookie } from './signed-in';
export type { AuthClientConfig, MfaPreference } from './types';
