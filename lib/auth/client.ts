'use client';

import type { AuthClientConfig } from './types';

/**
 * The browser side of auth. Amplify itself is loaded on demand (`loadAuth`), so it is not
 * part of any page's first-load JavaScript: the auth screens fetch it once the visitor starts
 * using a form (or a session cookie needs checking), and static pages never fetch it at all.
 */
export type { AuthClientConfig } from './types';
export { describeAuthError, AuthFlowError, type AuthFailure } from './errors';
export { signInDestination } from './sign-in-steps';

export type AmplifyAuth = typeof import('aws-amplify/auth');

let loading: { key: string; auth: Promise<AmplifyAuth> } | undefined;

/**
 * Amplify's auth API, configured once per page load with tokens in cookies (`ssr: true`) so
 * the server can read the session. The built-in service needs an absolute endpoint on this
 * origin; Amazon Cognito needs none.
 */
export function loadAuth(identity: AuthClientConfig): Promise<AmplifyAuth> {
  const key = `${identity.userPoolId}/${identity.clientId}`;
  if (loading?.key !== key) {
    const auth = Promise.all([import('aws-amplify'), import('aws-amplify/auth')]).then(([{ Amplify }, api]) => {
      const endpoint = identity.kind === 'built-in' ? { userPoolEndpoint: `${window.location.origin}/api/identity` } : {};
      Amplify.configure(
        { Auth: { Cognito: { userPoolId: identity.userPoolId, userPoolClientId: identity.clientId, ...endpoint } } },
        { ssr: true },
      );
      return api;
    });
    // A failed download may be retried by the next call.
    auth.catch(() => {
      if (loading?.auth === auth) loading = undefined;
    });
    loading = { key, auth };
  }
  return loading.auth;
}
