'use client';

import { AuthFlowError, type AuthClientConfig } from '@/lib/auth';

/**
 * The browser side of auth. Amplify itself is loaded on demand (`loadAuth`), so it is not
 * part of any page's first-load JavaScript: the auth screens fetch it once the visitor starts
 * using a form (or a session cookie needs checking), and static pages never fetch it at all.
 */

export type AmplifyAuth = typeof import('aws-amplify/auth');

/** Where the browser reads the identity backend's ids: set per environment at run time. */
const AUTH_CONFIG_PATH = '/api/auth/config';
/** Where the built-in identity service answers Cognito's protocol, on the site's own origin. */
const BUILT_IN_IDENTITY_PATH = '/api/identity';

let loading: Promise<AmplifyAuth> | undefined;
let loadingConfig: Promise<AuthClientConfig> | undefined;

async function fetchAuthConfig(): Promise<AuthClientConfig> {
  const response = await fetch(AUTH_CONFIG_PATH, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Loading the sign-in settings failed (${response.status}).`);
  return (await response.json()) as AuthClientConfig;
}

/** The identity backend's settings, fetched once per page load (again after a failure). */
function authConfig(): Promise<AuthClientConfig> {
  if (!loadingConfig) {
    const config = fetchAuthConfig();
    config.catch(() => {
      if (loadingConfig === config) loadingConfig = undefined;
    });
    loadingConfig = config;
  }
  return loadingConfig;
}

/**
 * Amplify's auth API, configured once per page load with tokens in cookies (`ssr: true`) so
 * the server can read the session. The ids come from the server of the environment the page
 * runs in (not from the build), fetched alongside Amplify. The built-in service needs an
 * absolute endpoint on this origin; Amazon Cognito needs none.
 */
export function loadAuth(): Promise<AmplifyAuth> {
  if (!loading) {
    const auth = Promise.all([authConfig(), import('aws-amplify'), import('aws-amplify/auth')]).then(
      ([identity, { Amplify }, api]) => {
        const endpoint =
          identity.kind === 'built-in'
            ? { userPoolEndpoint: `${window.location.origin}${BUILT_IN_IDENTITY_PATH}` }
            : {};
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

/**
 * Whether turning the authenticator app off asks for the current password or a code from the
 * app: the built-in service does; Amazon Cognito takes the access token alone.
 */
export async function authenticatorRemovalNeedsProof(): Promise<boolean> {
  return (await authConfig()).kind === 'built-in';
}

/**
 * Turns the authenticator app off and makes SMS the second step. `proof` is the current
 * password or a 6-digit code from the app, which the built-in service wants with the call
 * (members of its own, beyond Cognito's SetUserMFAPreference, that Amplify cannot send): the
 * call goes to it directly with the session's access token, and its refusal is thrown as
 * Amplify's AuthError, for describeAuthError. Cognito gets Amplify's own call.
 */
export async function removeAuthenticator(proof: string): Promise<void> {
  const auth = await loadAuth();
  const settings = { totp: 'DISABLED', sms: 'PREFERRED' } as const;
  if (!(await authenticatorRemovalNeedsProof())) return auth.updateMFAPreference(settings);
  const accessToken = (await auth.fetchAuthSession()).tokens?.accessToken.toString();
  if (!accessToken) throw new AuthFlowError('Your login has expired. Please log in again.');
  const response = await fetch(BUILT_IN_IDENTITY_PATH, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.SetUserMFAPreference',
    },
    body: JSON.stringify({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: false },
      SMSMfaSettings: { Enabled: true, PreferredMfa: true },
      ...(/^\d{6}$/.test(proof.trim()) ? { SoftwareTokenMfaCode: proof.trim() } : { CurrentPassword: proof }),
    }),
  });
  if (response.ok) return;
  const refusal = (await response.json().catch(() => ({}))) as { __type?: string; message?: string };
  throw new auth.AuthError({ name: refusal.__type ?? 'Unknown', message: refusal.message ?? '' });
}
export { signOutOf } from './sign-out';
