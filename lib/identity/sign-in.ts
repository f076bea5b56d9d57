import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { BUILT_IN_USER_POOL_ID, lifetimes } from './constants';
import type { IdentityContext } from './context';
import { findChallenge, isExpired, openChallenge, spendChallenge } from './challenges';
import { consumeCode, issueCode } from './codes';
import { smsCodeMessage, smsDelivery } from './delivery';
import { identityErrors } from './errors';
import { isLocked, recordFailure } from './lockout';
import { spendPasswordCheck, verifyPassword } from './password';
import type { initiateAuthSchema, respondToAuthChallengeSchema } from './schemas';
import { limitMessages } from './sign-up';
import { bigIntFromHex, padHex, parseClaimTimestamp, poolNameOf, serverEphemeral, verifyClaim } from './srp';
import { refreshSession, startSession } from './tokens';
import { findUser, findUserById, type IdentityUser } from './users';

const poolName = poolNameOf(BUILT_IN_USER_POOL_ID);

/**
 * Unknown users get a plausible PASSWORD_VERIFIER (stable salt and id per name) that can
 * never succeed, so InitiateAuth cannot tell who has an account.
 */
function decoyChallenge(username: string) {
  const digest = createHash('sha256').update(`decoy:${username.toLowerCase()}`).digest('hex');
  const id = `${digest.slice(0, 8)}-${digest.slice(8, 12)}-4${digest.slice(13, 16)}-8${digest.slice(17, 20)}-${digest.slice(20, 32)}`;
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: {
      SALT: padHex(bigIntFromHex(digest.slice(32))),
      SRP_B: serverEphemeral(digest).B.toString(16),
      SECRET_BLOCK: randomBytes(48).toString('base64'),
      USER_ID_FOR_SRP: id,
      USERNAME: id,
    },
  };
}

/**
 * The password is proven: confirmed users get the SMS one-time code challenge. Failures
 * are cleared only once the code is right too, or a known password would reset the
 * lockout that guards the code.
 */
async function afterPassword(ctx: IdentityContext, user: IdentityUser) {
  if (!user.confirmed) throw identityErrors.userNotConfirmed();
  await limitMessages(ctx, user.username);
  const { handle, challenge } = await openChallenge(ctx, {
    userId: user.id,
    step: 'sms_mfa',
    lifetimeMs: lifetimes.smsCodeMs,
  });
  const code = await issueCode(ctx, user.id, 'sms', lifetimes.smsCodeMs, challenge.id);
  await ctx.send(smsCodeMessage(user.phone, code));
  const delivery = smsDelivery(user.phone);
  return {
    ChallengeName: 'SMS_MFA',
    Session: handle,
    ChallengeParameters: {
      CODE_DELIVERY_DELIVERY_MEDIUM: delivery.DeliveryMedium,
      CODE_DELIVERY_DESTINATION: delivery.Destination,
      USER_ID_FOR_SRP: user.id,
      USERNAME: user.id,
    },
  };
}

type InitiateAuthInput = z.output<typeof initiateAuthSchema>;

async function userPasswordAuth(
  ctx: IdentityContext,
  input: InitiateAuthInput & { AuthFlow: 'USER_PASSWORD_AUTH' },
) {
  const { USERNAME, PASSWORD } = input.AuthParameters;
  const user = await findUser(ctx, USERNAME);
  if (!user) {
    await spendPasswordCheck(PASSWORD);
    throw identityErrors.wrongPassword();
  }
  if (isLocked(user, ctx.now())) throw identityErrors.passwordAttemptsExceeded();
  if (!(await verifyPassword(PASSWORD, user.passwordHash))) {
    await recordFailure(ctx, user.id);
    throw identityErrors.wrongPassword();
  }
  return afterPassword(ctx, user);
}

async function userSrpAuth(ctx: IdentityContext, input: InitiateAuthInput & { AuthFlow: 'USER_SRP_AUTH' }) {
  const { USERNAME, SRP_A } = input.AuthParameters;
  const A = bigIntFromHex(SRP_A);
  if (A === BigInt(0)) throw identityErrors.invalidParameter('SRP_A is not valid.');
  const user = await findUser(ctx, USERNAME);
  if (!user) return decoyChallenge(USERNAME);
  const { b, B } = serverEphemeral(user.srpVerifier);
  const { handle } = await openChallenge(ctx, {
    userId: user.id,
    step: 'password_verifier',
    lifetimeMs: lifetimes.srpChallengeMs,
    srp: { clientPublic: A.toString(16), serverSecret: b.toString(16), serverPublic: B.toString(16) },
  });
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: {
      SALT: user.srpSalt,
      SRP_B: B.toString(16),
      SECRET_BLOCK: handle,
      USER_ID_FOR_SRP: user.id,
      USERNAME: user.id,
    },
  };
}

export async function initiateAuth(ctx: IdentityContext, input: InitiateAuthInput) {
  if (input.AuthFlow === 'USER_SRP_AUTH') return userSrpAuth(ctx, input);
  if (input.AuthFlow === 'USER_PASSWORD_AUTH') return userPasswordAuth(ctx, input);
  return {
    AuthenticationResult: await refreshSession(ctx, input.AuthParameters.REFRESH_TOKEN),
    ChallengeParameters: {},
  };
}

type ChallengeInput = z.output<typeof respondToAuthChallengeSchema>;

async function passwordVerifier(
  ctx: IdentityContext,
  input: ChallengeInput & { ChallengeName: 'PASSWORD_VERIFIER' },
) {
  const responses = input.ChallengeResponses;
  const challenge = await findChallenge(ctx, responses.PASSWORD_CLAIM_SECRET_BLOCK, 'password_verifier');
  if (!challenge?.srp || isExpired(ctx, challenge) || challenge.userId !== responses.USERNAME) {
    throw identityErrors.wrongPassword();
  }
  const claimedAt = parseClaimTimestamp(responses.TIMESTAMP);
  if (!claimedAt || Math.abs(claimedAt.getTime() - ctx.now().getTime()) > lifetimes.claimClockSkewMs) {
    throw identityErrors.invalidParameter('TIMESTAMP is not valid or too far from the current time.');
  }
  if (!(await spendChallenge(ctx, challenge))) throw identityErrors.wrongPassword();
  const user = await findUserById(ctx, challenge.userId);
  if (!user) throw identityErrors.wrongPassword();
  if (isLocked(user, ctx.now())) throw identityErrors.passwordAttemptsExceeded();
  const proven = verifyClaim({
    poolName,
    userId: user.id,
    verifierHex: user.srpVerifier,
    A: challenge.srp.clientPublic,
    b: challenge.srp.serverSecret,
    B: challenge.srp.serverPublic,
    secretBlock: responses.PASSWORD_CLAIM_SECRET_BLOCK,
    timestamp: responses.TIMESTAMP,
    signature: responses.PASSWORD_CLAIM_SIGNATURE,
  });
  if (!proven) {
    await recordFailure(ctx, user.id);
    throw identityErrors.wrongPassword();
  }
  return afterPassword(ctx, user);
}

async function smsMfa(ctx: IdentityContext, input: ChallengeInput & { ChallengeName: 'SMS_MFA' }) {
  const challenge = await findChallenge(ctx, input.Session, 'sms_mfa');
  if (!challenge) throw identityErrors.invalidSession();
  const user = await findUserById(ctx, challenge.userId);
  if (
    !user ||
    (input.ChallengeResponses.USERNAME !== user.id &&
      input.ChallengeResponses.USERNAME.toLowerCase() !== user.username)
  ) {
    throw identityErrors.invalidSession();
  }
  if (isExpired(ctx, challenge)) throw identityErrors.expiredCode();
  // A wrong code keeps the session, so the user can simply type it again.
  await consumeCode(ctx, user, 'sms', input.ChallengeResponses.SMS_MFA_CODE, challenge.id);
  if (!(await spendChallenge(ctx, challenge))) throw identityErrors.invalidSession();
  return { AuthenticationResult: await startSession(ctx, user), ChallengeParameters: {} };
}

export function respondToAuthChallenge(ctx: IdentityContext, input: ChallengeInput) {
  return input.ChallengeName === 'PASSWORD_VERIFIER' ? passwordVerifier(ctx, input) : smsMfa(ctx, input);
}
