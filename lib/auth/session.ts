import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { config } from '@/lib/config/server';
import {
  BUILT_IN_CLIENT_ID,
  BUILT_IN_USER_POOL_ID,
  builtInIssuer,
  builtInJwks,
  builtInSessionIsLive,
} from '@/lib/identity/server';
import { cookieHeaderReader, readSessionTokens, type CookieReader } from './cookies';
import type { AuthClientConfig, SessionUser } from './types';
import { verifySessionTokens, type TokenIssuer } from './verify';

/** The ids the browser configures Amplify with, for whichever backend is configured. */
export function authClientConfig(): AuthClientConfig {
  const identity = config().identity;
  return identity.kind === 'cognito'
    ? { kind: 'cognito', userPoolId: identity.userPoolId, clientId: identity.clientId }
    : { kind: 'built-in', userPoolId: BUILT_IN_USER_POOL_ID, clientId: BUILT_IN_CLIENT_ID };
}

// jose caches the fetched key set and refetches on an unknown key id; one per process.
const remoteKeySets = new Map<string, JWTVerifyGetKey>();

/**
 * The issuer whose tokens open a session: the built-in service or the Cognito user pool.
 * Built-in sessions are also checked against the service's session table, so sign-out
 * everywhere, RevokeToken and a password reset end them at once. Cognito's tokens are
 * checked offline against its key set only: Cognito offers no revocation lookup for ID
 * tokens, so a revoked Cognito session lasts until its tokens expire (1 hour by default).
 */
async function trustedIssuer(): Promise<TokenIssuer> {
  const identity = config().identity;
  if (identity.kind === 'cognito') {
    const { issuer } = identity;
    let keySet = remoteKeySets.get(issuer);
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
      remoteKeySets.set(issuer, keySet);
    }
    return { issuer, clientId: identity.clientId, keySet };
  }
  return {
    issuer: builtInIssuer(),
    clientId: BUILT_IN_CLIENT_ID,
    keySet: createLocalJWKSet(await builtInJwks()),
    sessionIsLive: builtInSessionIsLive,
  };
}

/** The session carried by a request's cookies, verified; undefined when absent or invalid. */
export async function sessionFromCookies(jar: CookieReader): Promise<SessionUser | undefined> {
  return (await verifiedTokens(jar))?.user;
}

/** The verified session of a cookie jar, with the access token it was checked with. */
async function verifiedTokens(jar: CookieReader) {
  // Cookies first: a visitor without them costs no key-set lookup.
  const tokens = readSessionTokens(jar, authClientConfig().clientId);
  const user = tokens ? await verifySessionTokens(tokens, await trustedIssuer()) : undefined;
  return tokens && user ? { user, accessToken: tokens.accessToken } : undefined;
}

/**
 * The current request's verified session with its access token (server components), verified
 * once per request: a layout and its page (the dashboard, the staff console) share the answer.
 */
export const getServerSessionWithAccessToken = cache(async () => verifiedTokens(await cookies()));

/** The signed-in user of the current request (server components and route handlers). */
export async function getServerSession(): Promise<SessionUser | undefined> {
  return (await getServerSessionWithAccessToken())?.user;
}

/** The signed-in user who sent a request, from its Cookie header. */
export function sessionFromRequest(request: Request): Promise<SessionUser | undefined> {
  return sessionFromCookies(cookieHeaderReader(request.headers.get('cookie')));
}

/**
 * The signed-in user who sent a request and their verified access token, for a call to the
 * identity service in their name (the token is its own credential there).
 */
export function sessionWithAccessToken(
  request: Request,
): Promise<{ user: SessionUser; accessToken: string } | undefined> {
  return verifiedTokens(cookieHeaderReader(request.headers.get('cookie')));
}
