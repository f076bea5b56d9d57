'use client';

import type { AuthClientConfig } from './types';

export type { MfaPreference } from './types';

/**
 * The browser side of auth. Amplify itself is loaded on demand (`loadAuth`), so it is not
 * part of any page's first-load JavaScript: the auth screens fetch it once the visitor starts
 * using a form (or a session cookie needs checking), and static pages never fetch it at all.
 */
export { describeAuthError, type AuthFailure } from './errors';
export { signedInPath, signInDestination } from './sign-in-steps';
export { returnPathFrom, RETURN_PATH_PARAM } from './return-path';
export { pendingSignIn, rememberSignInStep, subscribeSignIn, type PendingSignIn } from './pending-sign-in';

export type AmplifyAuth = typeof import('aws-amplify/auth');

/** Where the browser reads the identity backend's ids: set per environment at run time. */
const AUTH_CONFIG_PATH = '/api/auth/config';

let loading: Promise<AmplifyAuth> | undefined;

async function fetchAuthConfig(): Promise<AuthClientConfig> {
  const response = await fetch(AUTH_CONFIG_PATH, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Loading the sign-in settings failed (${response.status}).`);
  return (await response.json()) as AuthClientConfig;
}

/**
 * Amplify's auth API, configured once per page load with tokens in cookies (`ssr: true`) so
 * the server can read the session. The ids come from the server of the environment the page
 * runs in (not from the build), fetched alongside Amplify. The built-in service needs an
 * absolute endpoint on this origin; Amazon Cognito needs none.
 */
export function loadAuth(): Promise<AmplifyAuth> {
  if (!loading) {
    const auth = Promise.all([fetchAuthConfig(), import('aws-amplify'), import('aws-amplify/auth')]).then(
      ([identity, { Amplify }, api]) => {
        const endpoint =
          identity.kind === 'built-in' ? { userPoolEndpoint: `${window.location.origin}/api/identity` } : {};
        Amplify.configure(
          {
            Auth: {
              Cognito: { userPoolId: identity.userPoolId, userPoolClientId: identity.clientId, ...endpoint },
            },
          },
          { ssr: true },
        );
        return api;
      },
    );
    // A failed download may be retried by the next call.
    auth.catch(() => {
      if (loading === auth) loading = undefined;
    });
    loading = auth;
  }
  return loading;
}
