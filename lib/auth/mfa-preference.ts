import 'server-only';
import { config } from '@/lib/config/server';
import { builtInMfaSettings } from '@/lib/identity/server';
import { poolUserFor, type MfaSettings } from './cognito-pool';
import type { MfaPreference, MfaType, SessionUser } from './types';

const mfaTypes: Record<string, MfaType> = { SMS_MFA: 'SMS', SOFTWARE_TOKEN_MFA: 'TOTP', EMAIL_OTP: 'EMAIL' };

/** GetUser's MFA fields in Amplify's words (an unknown factor is left out, as Amplify leaves it). */
function preferenceOf({ UserMFASettingList, PreferredMfaSetting }: MfaSettings): MfaPreference {
  const preferred = PreferredMfaSetting ? mfaTypes[PreferredMfaSetting] : undefined;
  return {
    enabled: UserMFASettingList.flatMap((factor) => mfaTypes[factor] ?? []),
    ...(preferred ? { preferred } : {}),
  };
}

/**
 * The signed-in user's second steps, from the identity backend, so the dashboard can show them
 * without loading Amplify first: the built-in service's record, or the Cognito pool's GetUser
 * in the user's name. Undefined when the backend no longer knows the session (signed out
 * everywhere, the account deleted); a pool that fails to answer throws its DomainError.
 */
export async function mfaPreferenceOf(session: {
  user: SessionUser;
  accessToken: string;
}): Promise<MfaPreference | undefined> {
  const identity = config().identity;
  if (identity.kind !== 'cognito') {
    const settings = await builtInMfaSettings(session.user.userId);
    return settings && preferenceOf(settings);
  }
  const pooled = await poolUserFor(identity.endpoint, session.accessToken);
  return pooled && pooled.sub === session.user.userId ? preferenceOf(pooled.mfa) : undefined;
}
