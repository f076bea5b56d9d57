import type { z } from 'zod';
import { identityRateLimits, lifetimes } from './constants';
import type { IdentityContext } from './context';
import { findChallenge, isExpired, openChallenge, spendChallenge, type Challenge } from './challenges';
import { consumeCode } from './codes';
import { smsCodeMessage, smsDelivery } from './delivery';
import { identityErrors } from './errors';
import { sendCode } from './messages';
import { enabledFactors, spendTotpCode, type MfaFactor } from './mfa-settings';
import type { respondToAuthChallengeSchema } from './schemas';
import { startSession } from './tokens';
import { findUserById, markPhoneVerified, normalizeUsername, srpUserIdOf, type IdentityUser } from './users';

/**
 * The step after a proven password, as a Cognito pool whose MFA is required answers it: the
 * one enabled factor, or the preferred one of two, or the choice between them
 * (SELECT_MFA_TYPE), or, with none left enabled, the authenticator's setup (MFA_SETUP).
 */

/** Every challenge names the user by the SRP id, the name Amplify keys its storage by. */
const userParameters = (user: IdentityUser) => ({
  USER_ID_FOR_SRP: srpUserIdOf(user),
  USERNAME: srpUserIdOf(user),
});

/** A second step lives as long as the SMS code: Amplify keeps a pending sign-in 3 minutes. */
const open = (ctx: IdentityContext, user: IdentityUser, step: Challenge['step']) =>
  openChallenge(ctx, { userId: user.id, step, lifetimeMs: lifetimes.smsCodeMs });

/**
 * Sign-in codes have their own allowance per account, apart from the e-mails anyone can ask
 * for; a number no account has proven yet also shares one allowance across accounts.
 */
async function limitSignInSms(ctx: IdentityContext, user: IdentityUser): Promise<void> {
  await ctx.limit(`identity:sign-in-sms:${user.id}`, identityRateLimits.signInSms);
  if (!user.phoneVerified) {
    await ctx.limit(`identity:unproven-phone-sms:${user.phone}`, identityRateLimits.unprovenPhoneSms);
  }
}

async function factorChallenge(ctx: IdentityContext, user: IdentityUser, factor: MfaFactor) {
  if (factor === 'SOFTWARE_TOKEN_MFA') {
    const { handle } = await open(ctx, user, 'software_token_mfa');
    return { ChallengeName: factor, Session: handle, ChallengeParameters: userParameters(user) };
  }
  await limitSignInSms(ctx, user);
  const { handle, challenge } = await open(ctx, user, 'sms_mfa');
  await sendCode(ctx, {
    userId: user.id,
    purpose: 'sms',
    lifetimeMs: lifetimes.smsCodeMs,
    challengeId: challenge.id,
    message: (code) => smsCodeMessage(user.phone, code),
  });
  const delivery = smsDelivery(user.phone);
  return {
    ChallengeName: factor,
    Session: handle,
    ChallengeParameters: {
      CODE_DELIVERY_DELIVERY_MEDIUM: delivery.DeliveryMedium,
      CODE_DELIVERY_DESTINATION: delivery.Destination,
      ...userParameters(user),
    },
  };
}

/** The challenge that follows the password (or a confirmed sign-up's Session). */
export async function secondStep(ctx: IdentityContext, user: IdentityUser) {
  const factors = enabledFactors(user);
  if (factors.length === 0) {
    const { handle } = await open(ctx, user, 'mfa_setup');
    return {
      ChallengeName: 'MFA_SETUP',
      Session: handle,
      ChallengeParameters: {
        MFAS_CAN_SETUP: JSON.stringify(['SOFTWARE_TOKEN_MFA']),
        ...userParameters(user),
      },
    };
  }
  const preferred = factors.find((factor) => factor === user.preferredMfa);
  const chosen = factors.length === 1 ? factors[0] : preferred;
  if (chosen) return factorChallenge(ctx, user, chosen);
  const { handle } = await open(ctx, user, 'select_mfa_type');
  return {
    ChallengeName: 'SELECT_MFA_TYPE',
    Session: handle,
    ChallengeParameters: { MFAS_CAN_CHOOSE: JSON.stringify(factors), ...userParameters(user) },
  };
}

/**
 * The live challenge a Session names for this step, and its user, who must be the one the
 * response names (by sub, SRP id or e-mail). An expired one answers `expired`.
 */
async function pendingStep(
  ctx: IdentityContext,
  session: string,
  step: Challenge['step'],
  named: string,
  expired = identityErrors.invalidSession,
): Promise<{ challenge: Challenge; user: IdentityUser }> {
  const challenge = await findChallenge(ctx, session, step);
  if (!challenge) throw identityErrors.invalidSession();
  const user = await findUserById(ctx, challenge.userId);
  if (!user || ![user.id, srpUserIdOf(user), user.username].includes(normalizeUsername(named))) {
    throw identityErrors.invalidSession();
  }
  if (isExpired(ctx, challenge)) throw expired();
  return { challenge, user };
}

/** Spends the challenge and signs the user in; a concurrent request that spent it first wins. */
async function finish(ctx: IdentityContext, challenge: Challenge, user: IdentityUser) {
  if (!(await spendChallenge(ctx, challenge))) throw identityErrors.invalidSession();
  return { AuthenticationResult: await startSession(ctx, user), ChallengeParameters: {} };
}

type ChallengeInput = z.output<typeof respondToAuthChallengeSchema>;
type Answer<Name extends ChallengeInput['ChallengeName']> = ChallengeInput & { ChallengeName: Name };

export async function smsMfa(ctx: IdentityContext, input: Answer<'SMS_MFA'>) {
  const responses = input.ChallengeResponses;
  const { challenge, user } = await pendingStep(
    ctx,
    input.Session,
    'sms_mfa',
    responses.USERNAME,
    identityErrors.expiredCode,
  );
  // A wrong code keeps the session, so the user can simply type it again.
  await consumeCode(ctx, user, 'sms', responses.SMS_MFA_CODE, challenge.id);
  // The code reached the user's phone and came back: the number is proven theirs.
  return finish(ctx, challenge, await markPhoneVerified(ctx, user));
}

export async function softwareTokenMfa(ctx: IdentityContext, input: Answer<'SOFTWARE_TOKEN_MFA'>) {
  const responses = input.ChallengeResponses;
  const { challenge, user } = await pendingStep(
    ctx,
    input.Session,
    'software_token_mfa',
    responses.USERNAME,
    identityErrors.expiredCode,
  );
  // A wrong code keeps the session, as for SMS codes.
  await spendTotpCode(ctx, user, responses.SOFTWARE_TOKEN_MFA_CODE);
  return finish(ctx, challenge, user);
}

export async function selectMfaType(ctx: IdentityContext, input: Answer<'SELECT_MFA_TYPE'>) {
  const { ANSWER, USERNAME } = input.ChallengeResponses;
  const { challenge, user } = await pendingStep(ctx, input.Session, 'select_mfa_type', USERNAME);
  const factor = enabledFactors(user).find((candidate) => candidate === ANSWER);
  if (!factor) {
    throw identityErrors.invalidParameter(`ANSWER must be one of ${JSON.stringify(enabledFactors(user))}.`);
  }
  if (!(await spendChallenge(ctx, challenge))) throw identityErrors.invalidSession();
  return factorChallenge(ctx, user, factor);
}

/** The authenticator set up during sign-in (VerifySoftwareToken with the Session) completes it. */
export async function mfaSetup(ctx: IdentityContext, input: Answer<'MFA_SETUP'>) {
  const { challenge, user } = await pendingStep(
    ctx,
    input.Session,
    'mfa_setup_verified',
    input.ChallengeResponses.USERNAME,
  );
  return finish(ctx, challenge, user);
}
