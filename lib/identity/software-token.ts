import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { tables } from '@/lib/db/server';
import { lifetimes } from './constants';
import type { IdentityContext } from './context';
import { findChallenge, isExpired, openChallenge, spendChallenge, type Challenge } from './challenges';
import { identityErrors } from './errors';
import { sealUserSecret } from './keys';
import { checkTotpCode } from './mfa-settings';
import type { associateSoftwareTokenSchema, verifySoftwareTokenSchema } from './schemas';
import { userForAccessToken } from './tokens';
import { generateTotpSecret } from './totp';
import { findUserById, type IdentityUser } from './users';

/**
 * Adding an authenticator app, as Cognito does it: AssociateSoftwareToken hands out a new
 * secret, VerifySoftwareToken proves the app computes its codes. Both take either the
 * signed-in user's access token, or the Session of an MFA_SETUP sign-in, which each call
 * replaces with a new one (as Cognito's answers carry a new Session).
 */
type Caller = { user: IdentityUser; setup?: undefined } | { user: IdentityUser; setup: Challenge };

async function callerOf(
  ctx: IdentityContext,
  input: { AccessToken?: string; Session?: string },
  step: 'mfa_setup',
): Promise<Caller> {
  if (input.AccessToken) return { user: await userForAccessToken(ctx, input.AccessToken) };
  const challenge = input.Session ? await findChallenge(ctx, input.Session, step) : undefined;
  const user = challenge && !isExpired(ctx, challenge) && (await findUserById(ctx, challenge.userId));
  if (!challenge || !user) throw identityErrors.invalidSession();
  return { user, setup: challenge };
}

/** Spends the setup's Session and opens its next step under a new one. */
async function nextSetupSession(
  ctx: IdentityContext,
  caller: Caller,
  step: 'mfa_setup' | 'mfa_setup_verified',
): Promise<{ Session?: string }> {
  if (!caller.setup) return {};
  if (!(await spendChallenge(ctx, caller.setup))) throw identityErrors.invalidSession();
  const { handle } = await openChallenge(ctx, {
    userId: caller.user.id,
    step,
    lifetimeMs: lifetimes.smsCodeMs,
  });
  return { Session: handle };
}

export async function associateSoftwareToken(
  ctx: IdentityContext,
  input: z.output<typeof associateSoftwareTokenSchema>,
) {
  const caller = await callerOf(ctx, input, 'mfa_setup');
  const secret = generateTotpSecret();
  // Pending until verified: the authenticator in use (if any) keeps working meanwhile.
  await ctx.db
    .update(tables.identityUsers)
    .set({ totpPendingSecretSealed: await sealUserSecret(secret, caller.user.id), updatedAt: ctx.now() })
    .where(eq(tables.identityUsers.id, caller.user.id));
  return { SecretCode: secret, ...(await nextSetupSession(ctx, caller, 'mfa_setup')) };
}

/**
 * The pending secret becomes the account's authenticator once a code from it matches (a
 * wrong code keeps the pending secret and the Session, to try again). Signed in, it is then
 * turned on by SetUserMFAPreference, as with Cognito; set up during sign-in, it is on at once
 * and preferred, since the account had no other second step.
 */
export async function verifySoftwareToken(
  ctx: IdentityContext,
  input: z.output<typeof verifySoftwareTokenSchema>,
) {
  const caller = await callerOf(ctx, input, 'mfa_setup');
  const pending = caller.user.totpPendingSecretSealed;
  if (!pending) throw identityErrors.invalidParameter('Associate a software token before verifying it.');
  const users = tables.identityUsers;
  await checkTotpCode(ctx, caller.user, {
    secretSealed: pending,
    code: input.UserCode,
    lastStep: null,
    mismatch: identityErrors.softwareTokenMismatch,
    // Only while the secret is still the pending one: a concurrent Associate replaced it otherwise.
    claim: async (step) => {
      const promoted = await ctx.db
        .update(users)
        .set({
          totpSecretSealed: pending,
          totpPendingSecretSealed: null,
          totpLastStep: step,
          ...(caller.setup
            ? { softwareTokenMfaEnabled: true, preferredMfa: 'SOFTWARE_TOKEN_MFA' as const }
            : {}),
          updatedAt: ctx.now(),
        })
        .where(and(eq(users.id, caller.user.id), eq(users.totpPendingSecretSealed, pending)))
        .returning({ id: users.id });
      return promoted.length > 0;
    },
  });
  return { Status: 'SUCCESS', ...(await nextSetupSession(ctx, caller, 'mfa_setup_verified')) };
}
