import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { SessionUser } from './types';

/**
 * Who signs the tokens and how to check them: the only part that differs per backend.
 * `sessionIsLive`, where the issuer can tell, refuses tokens of a session that was signed out
 * everywhere, revoked or ended by a password reset before the tokens expire.
 */
export type TokenIssuer = {
  issuer: string;
  clientId: string;
  keySet: JWTVerifyGetKey;
  sessionIsLive?: (session: { originJti: string; userId: string }) => Promise<boolean>;
};

export type SessionTokens = { idToken: string; accessToken: string };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Verifies Amplify's ID and access tokens: RS256 signatures from the issuer's key set (which
 * rules out `alg: none` and foreign keys), the issuer, expiry, `token_use`, the app client
 * (`aud` on the ID token, `client_id` on the access token) and that both name the same user.
 * Any failure means "no session"; only unexpected programming errors propagate.
 */
export async function verifySessionTokens(
  tokens: SessionTokens,
  trusted: TokenIssuer,
  now: Date = new Date(),
): Promise<SessionUser | undefined> {
  const options = {
    issuer: trusted.issuer,
    algorithms: ['RS256'],
    requiredClaims: ['exp', 'sub'],
    currentDate: now,
  };
  let id: JWTPayload;
  let access: JWTPayload;
  try {
    [{ payload: id }, { payload: access }] = await Promise.all([
      jwtVerify(tokens.idToken, trusted.keySet, { ...options, audience: trusted.clientId }),
      jwtVerify(tokens.accessToken, trusted.keySet, options),
    ]);
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
  const valid =
    id.token_use === 'id' &&
    access.token_use === 'access' &&
    access.client_id === trusted.clientId &&
    id.sub === access.sub;
  if (!valid || !id.sub) return undefined;
  if (trusted.sessionIsLive) {
    const originJti = text(access.origin_jti);
    if (!originJti || originJti !== id.origin_jti) return undefined;
    if (!(await trusted.sessionIsLive({ originJti, userId: id.sub }))) return undefined;
  }
  return {
    userId: id.sub,
    email: text(id.email),
    emailVerified: id.email_verified === true || id.email_verified === 'true',
    name: text(id.name),
    phoneNumber: text(id.phone_number),
    groups: Array.isArray(id['cognito:groups'])
      ? id['cognito:groups'].filter((group): group is string => typeof group === 'string')
      : [],
    ...(typeof id.auth_time === 'number' ? { authTime: id.auth_time } : {}),
  };
}
