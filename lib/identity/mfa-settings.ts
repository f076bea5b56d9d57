import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import { tables } from '@/lib/db/server';
import type { IdentityContext } from './context';
import { identityErrors } from './errors';
import { unsealUserSecret } from './keys';
import { clearFailures, reserveAttempt } from './lockout';
import { verifyPassword } from './password';
import type { setUserMfaPreferenceSchema } from './schemas';
import { userForAccessToken } from './tokens';
import { matchTotp } from './totp';
import type { IdentityUser } from './users';

export type MfaFactor = 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA';

/** The second steps the account can sign in with, in Cognito's order. */
export function enabledFactors(user: IdentityUser): MfaFactor[] {
  const factors: MfaFactor[] = [];
  if (user.smsMfaEnabled) factors.push('SMS_MFA');
  if (user.softwareTokenMfaEnabled && user.totpSecretSealed) factors.push('SOFTWARE_TOKEN_MFA');
  return factors;
}

/** GetUser's MFA fields, which Amplify's fetchMFAPreference reads. */
export function mfaSettingsOf(user: IdentityUser) {
  const enabled = enabledFactors(user);
  const preferred = enabled.find((factor) => factor === user.preferredMfa);
  return { UserMFASettingList: enabled, ...(preferred ? { PreferredMfaSetting: preferred } : {}) };
}

/**
 * Checks an authenticator code against `secretSealed` (a code later than `lastStep` only),
 * then lets `claim` record the matched step in one conditional update, so the code works
 * once however many requests race with it. Every check is reserved against the sign-in
 * lockout first, as SMS codes are; a code that matches clears the failures. `mismatch` is the
 * operation's own error.
 */
export async function checkTotpCode(
  ctx: IdentityContext,
  user: IdentityUser,
  input: {
    secretSealed: string;
    code: string;
    lastStep: number | null;
    mismatch: () => Error;
    claim: (step: number) => Promise<boolean>;
  },
): Promise<void> {
  const attempt = await reserveAttempt(ctx, user.id, 'sign_in');
  if (!attempt) throw identityErrors.tooManyFailedAttempts();
  const secret = await unsealUserSecret(input.secretSealed, user.id);
  const step = matchTotp(secret, input.code, ctx.now(), input.lastStep);
  if (step === undefined || !(await input.claim(step))) throw input.mismatch();
  await clearFailures(ctx, user.id);
}

/** The sign-in's authenticator code (SOFTWARE_TOKEN_MFA): no code twice, nor an older one. */
export async function spendTotpCode(ctx: IdentityContext, user: IdentityUser, code: string): Promise<void> {
  if (!user.totpSecretSealed) throw identityErrors.softwareTokenNotFound();
  const users = tables.identityUsers;
  await checkTotpCode(ctx, user, {
    secretSealed: user.totpSecretSealed,
    code,
    lastStep: user.totpLastStep,
    mismatch: identityErrors.codeMismatch,
    claim: async (step) => {
      const recorded = await ctx.db
        .update(users)
        .set({ totpLastStep: step, updatedAt: ctx.now() })
        .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      return recorded.length > 0;
    },
  });
}

const authenticatorRemovalProofMessage =
  'Turning off the authenticator app needs your current password or a code from the app.';

/**
 * Proof beyond the access token that the account's owner is turning its authenticator off: the
 * current password, or a fresh code from the app (spent, so it cannot be replayed). Either
 * counts against the sign-in lockout. A stolen access token alone cannot take the second step
 * off. Cognito asks for neither; this service is stricter.
 */
async function proveOwnerOf(
  ctx: IdentityContext,
  user: IdentityUser,
  { CurrentPassword, SoftwareTokenMfaCode }: { CurrentPassword?: string; SoftwareTokenMfaCode?: string },
): Promise<void> {
  if (SoftwareTokenMfaCode !== undefined) return spendTotpCode(ctx, user, SoftwareTokenMfaCode);
  if (CurrentPassword === undefined) throw identityErrors.notAuthorized(authenticatorRemovalProofMessage);
  if (!(await reserveAttempt(ctx, user.id, 'sign_in'))) throw identityErrors.limitExceeded();
  if (!(await verifyPassword(CurrentPassword, user.passwordHash))) throw identityErrors.wrongPassword();
  await clearFailures(ctx, user.id);
}

type Settings = { Enabled?: boolean; PreferredMfa?: boolean } | undefined;

/** A factor's state after one of SetUserMFAPreference's settings (absent: unchanged). */
function applied(settings: Settings, enabled: boolean, preferred: boolean) {
  if (!settings) return { enabled, preferred };
  const on = settings.Enabled ?? enabled;
  if (settings.PreferredMfa && !on) {
    throw identityErrors.invalidParameter('A disabled MFA method cannot be the preferred one.');
  }
  return { enabled: on, preferred: on && (settings.PreferredMfa ?? preferred) };
}

/**
 * SetUserMFAPreference. Turning the authenticator off takes the owner's proof and forgets its
 * secret (adding it again means scanning a new one); turning it on needs a verified one. One factor at most is
 * preferred: naming one preferred takes it from the other. With none preferred and both on,
 * sign-in asks which (SELECT_MFA_TYPE); with both off, it sets up an authenticator (MFA_SETUP).
 */
export async function setUserMfaPreference(
  ctx: IdentityContext,
  input: z.output<typeof setUserMfaPreferenceSchema>,
) {
  const user = await userForAccessToken(ctx, input.AccessToken);
  if (input.EmailMfaSettings?.Enabled) {
    throw identityErrors.invalidParameter('E-mail MFA is not available in this user pool.');
  }
  const sms = applied(input.SMSMfaSettings, user.smsMfaEnabled, user.preferredMfa === 'SMS_MFA');
  const totp = applied(
    input.SoftwareTokenMfaSettings,
    user.softwareTokenMfaEnabled,
    user.preferredMfa === 'SOFTWARE_TOKEN_MFA',
  );
  if (totp.enabled && !user.totpSecretSealed) {
    throw identityErrors.invalidParameter('User has not verified software token mfa');
  }
  if (input.SMSMfaSettings?.PreferredMfa && input.SoftwareTokenMfaSettings?.PreferredMfa) {
    throw identityErrors.invalidParameter('Only one MFA method can be preferred.');
  }
  if (enabledFactors(user).includes('SOFTWARE_TOKEN_MFA') && !totp.enabled)
    await proveOwnerOf(ctx, user, input);
  const preferredMfa = input.SoftwareTokenMfaSettings?.PreferredMfa
    ? 'SOFTWARE_TOKEN_MFA'
    : input.SMSMfaSettings?.PreferredMfa
      ? 'SMS_MFA'
      : totp.preferred
        ? 'SOFTWARE_TOKEN_MFA'
        : sms.preferred
          ? 'SMS_MFA'
          : null;
  await ctx.db
    .update(tables.identityUsers)
    .set({
      smsMfaEnabled: sms.enabled,
      softwareTokenMfaEnabled: totp.enabled,
      preferredMfa,
      ...(totp.enabled ? {} : { totpSecretSealed: null, totpLastStep: null }),
      updatedAt: ctx.now(),
    })
    .where(eq(tables.identityUsers.id, user.id));
  return {};
}
