import 'server-only';
import { z } from 'zod';
import { DomainError } from '@/lib/errors';

/** A slow pool must not hold the customer's request for long; they may simply try again. */
const POOL_TIMEOUT_MS = 5000;

const poolUnavailable = 'The sign-in service did not answer. Please try again.';

/** GetUser's answer, as far as the site reads it. */
const getUserAnswer = z.object({
  UserAttributes: z.array(z.object({ Name: z.string(), Value: z.string().optional() })),
  UserMFASettingList: z.array(z.string()).optional(),
  PreferredMfaSetting: z.string().optional(),
});

/** Cognito's error body: `__type`, sometimes prefixed with the service's namespace. */
const poolError = z.object({ __type: z.string() });

/** The errors by which the pool says the access token no longer speaks for anyone. */
const signedOutErrors = new Set(['NotAuthorizedException', 'UserNotFoundException']);

/** GetUser's MFA fields: the second steps the account has (`SMS_MFA`, `SOFTWARE_TOKEN_MFA`, …). */
export type MfaSettings = { UserMFASettingList: string[]; PreferredMfaSetting?: string };

export type PoolUser = { sub: string; email?: string; emailVerified: boolean; mfa: MfaSettings };

/**
 * Who the user behind an access token is now, in the pool's own words (GetUser, the Cognito
 * JSON protocol; the access token is its only credential). Undefined when the pool refuses the
 * token (signed out everywhere, revoked, the account deleted); any other failure is the pool's.
 */
export async function poolUserFor(endpoint: string, accessToken: string): Promise<PoolUser | undefined> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
      },
      body: JSON.stringify({ AccessToken: accessToken }),
      signal: AbortSignal.timeout(POOL_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new DomainError(
      timedOut ? 'upstream_timeout' : 'upstream_unreachable',
      poolUnavailable,
      {},
      {
        cause: error,
      },
    );
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const type = poolError.safeParse(body).data?.__type.split('#').pop();
    if (response.status === 400 && type && signedOutErrors.has(type)) return undefined;
    throw new DomainError('upstream_failed', poolUnavailable, {}, { cause: new Error(`GetUser: ${type}`) });
  }
  const parsed = getUserAnswer.safeParse(body);
  if (!parsed.success) throw new DomainError('upstream_failed', poolUnavailable, {}, { cause: parsed.error });
  const attributes = new Map(parsed.data.UserAttributes.map(({ Name, Value }) => [Name, Value]));
  const sub = attributes.get('sub');
  if (!sub) throw new DomainError('upstream_failed', poolUnavailable);
  const { UserMFASettingList = [], PreferredMfaSetting } = parsed.data;
  return {
    sub,
    email: attributes.get('email'),
    emailVerified: attributes.get('email_verified') === 'true',
    mfa: { UserMFASettingList, ...(PreferredMfaSetting ? { PreferredMfaSetting } : {}) },
  };
}
