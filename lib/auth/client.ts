'use client';

import { Amplify } from 'aws-amplify';
import type { AuthClientConfig } from './types';

/**
 * The browser side of auth. Only the auth screens, the dashboard and the lazily loaded
 * sign-out import this, so static pages never ship Amplify.
 */
export type { AuthClientConfig } from './types';
export { describeAuthError, AuthFlowError, type AuthFailure } from './errors';
export { signInDestination } from './sign-in-steps';

let configuredFor: string | undefined;

/**
 * Configures Amplify once per page load, with tokens in cookies (`ssr: true`) so the server
 * can read the session. The built-in service needs an absolute endpoint on this origin;
 * Amazon Cognito needs none. Rendering on the server does nothing: Amplify runs in the browser.
 */
export function configureAuth(identity: AuthClientConfig): void {
  if (typeof window === 'undefined') return;
  const key = `${identity.userPoolId}/${identity.clientId}`;
  if (configuredFor === key) return;
  const endpoint = identity.kind === 'built-in' ? { userPoolEndpoint: `${window.location.origin}/api/identity` } : {};
  Amplify.configure(
    { Auth: { Cognito: { userPoolId: identity.userPoolId, userPoolClientId: identity.clientId, ...endpoint } } },
    { ssr: true },
  );
  configuredFor = key;
}
