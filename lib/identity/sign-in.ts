import { createHmac, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { BUILT_IN_USER_POOL_ID, lifetimes } from './constants';
import type { IdentityContext } from './context';
import { findChallenge, isExpired, openChallenge, spendChallenge } from './challenges';
import { identityErrors } from './errors';
import { signingKey } from './keys';
import { reserveAttempt, reserveUnknownAttempt } from './lockout';
import { withTimingFloor } from './messages';
import { spendPasswordCheck, verifyPassword } from './password';
import type { initiateAuthSchema, respondToAuthChallengeSchema } from './schemas';
import { bigIntFromHex, padHex, parseClaimTimestamp, poolNameOf, serverEphemeral, verifyClaim } from './srp';
import { mfaSetup, secondStep, selectMfaType, smsMfa, softwareTokenMfa } from './second-step';
import { refreshSession } from './tokens';
import { findUser, findUserById, normalizeUsername, srpUserIdOf, type IdentityUser } from './users';

const poolName = poolNameOf(BUILT_IN_USER_POOL_ID);

/** A random-looking UUID v4 drawn from `bytes`, as `randomUUID()` would draw one. */
function uuidFrom(bytes: Buffer): string {
  const b = Buffer.from(bytes.subarray(0, 16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The decoy's values for `username`, keyed by the service's secret. */
async function decoyDerivation(ctx: IdentityContext, username: string) {
  const { decoySecret } = await signingKey(ctx.db);
  const derive = (label: string) =>
    createHmac('sha256', decoySecret)
      .update(`${label}:${normalizeUsername(username)}`)
      .digest();
  return { derive, srpUserId: uuidFrom(derive('srp-user-id')) };
}

/**
 * An unknown name's sign-in counter is keyed by its decoy SRP id, the one thing both flows
 * know: USER_PASSWORD_AUTH has the name, PASSWORD_VERIFIER only the id its decoy handed out.
 */
async function reserveDecoyAttempt(ctx: IdentityContext, decoySrpUserId: string): Promise<void> {
  if (!(await reserveUnknownAttempt(ctx, 'sign_in', decoySrpUserId))) {
    throw identityErrors.passwordAttemptsExceeded();
  }
}

/**
 * Unknown users get a PASSWORD_VERIFIER that can never succeed, shaped and as stable as a
 * real one: the SRP id and salt are keyed by the server's secret (so nobody can recompute
 * them to tell a decoy from an account), B and the secret block are fresh every time.
 */
async function decoyChallenge(ctx: IdentityContext, username: string) {
  const { derive, srpUserId: id } = await decoyDerivation(ctx, username);
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: {
      SALT: padHex(bigIntFromHex(derive('salt').subarray(0, 16).toString('hex'))),
      SRP_B: serverEphemeral(derive('verifier').toString('hex')).B.toString(16),
      SECRET_BLOCK: randomBytes(48).toString('base64'),
      USER_ID_FOR_SRP: id,
      USERNAME: id,
    },
  };
}

/**
 * The password (or a confirmed sign-up's Session) is proven: confirmed users get the second
 * step. Failures are cleared only once its code is right too, or a known password would
 * reset the lockout that guards the code.
 */
async function afterPassword(ctx: IdentityContext, user: IdentityUser) {
  if (!user.confirmed) throw identityErrors.userNotConfirmed();
  return secondStep(ctx, user);
}

type InitiateAuthInput = z.output<typeof initiateAuthSchema>;

async function userPasswordAuth(
  ctx: IdentityContext,
  input: InitiateAuthInput & { AuthFlow: 'USER_PASSWORD_AUTH' },
) {
  const { USERNAME, PASSWORD } = input.AuthParameters;
  const user = await findUser(ctx, USERNAME);
  if (!user) {
    // Counted and checked as an account's password is: the same answers, locks and cost.
    await reserveDecoyAttempt(ctx, (await decoyDerivation(ctx, USERNAME)).srpUserId);
    await spendPasswordCheck(PASSWORD, ctx.passwordCost());
    throw identityErrors.wrongPassword();
  }
  const attempt = await reserveAttempt(ctx, user.id, 'sign_in');
  if (!attempt) throw identityErrors.passwordAttemptsExceeded();
  if (!(await verifyPassword(PASSWORD, user.passwordHash))) throw identityErrors.wrongPassword();
  await attempt.refund();
  return afterPassword(ctx, user);
}

async function userSrpAuth(ctx: IdentityContext, input: InitiateAuthInput & { AuthFlow: 'USER_SRP_AUTH' }) {
  const { USERNAME, SRP_A } = input.AuthParameters;
  const A = bigIntFromHex(SRP_A);
  if (A === BigInt(0)) throw identityErrors.invalidParameter('SRP_A is not valid.');
  // The decoy skips storing a challenge; the floor keeps that out of the answer's timing.
  return withTimingFloor(async () => {
    const user = await findUser(ctx, USERNAME);
    return user ? srpChallenge(ctx, user, A) : decoyChallenge(ctx, USERNAME);
  });
}

async function srpChallenge(ctx: IdentityContext, user: IdentityUser, A: bigint) {
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
      USER_ID_FOR_SRP: srpUserIdOf(user),
      USERNAME: srpUserIdOf(user),
    },
  };
}

/**
 * Amplify's autoSignIn: the Session ConfirmSignUp returned stands in for the password. It is
 * spent by its first use, whatever follows, so a replay or a try under another name finds
 * nothing; it must be live and name the user it was issued to (one client exists, and the
 * protocol refuses any other ClientId).
 */
async function signUpSessionAuth(ctx: IdentityContext, input: InitiateAuthInput & { AuthFlow: 'USER_AUTH' }) {
  const challenge = await findChallenge(ctx, input.Session, 'sign_up_session');
  if (!challenge || !(await spendChallenge(ctx, challenge)) || isExpired(ctx, challenge)) {
    throw identityErrors.invalidSession();
  }
  const user = await findUser(ctx, input.AuthParameters.USERNAME);
  if (user?.id !== challenge.userId) throw identityErrors.invalidSession();
  return afterPassword(ctx, user);
}

export async function initiateAuth(ctx: IdentityContext, input: InitiateAuthInput) {
  if (input.AuthFlow === 'USER_SRP_AUTH') return userSrpAuth(ctx, input);
  if (input.AuthFlow === 'USER_PASSWORD_AUTH') return userPasswordAuth(ctx, input);
  if (input.AuthFlow === 'USER_AUTH') return signUpSessionAuth(ctx, input);
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
  const found = await findChallenge(ctx, responses.PASSWORD_CLAIM_SECRET_BLOCK, 'password_verifier');
  const challenge = found?.srp && !isExpired(ctx, found) ? found : undefined;
  const user = challenge && (await findUserById(ctx, challenge.userId));
  // Checked before telling a decoy from a real challenge, so both answer a bad TIMESTAMP alike.
  const claimedAt = parseClaimTimestamp(responses.TIMESTAMP);
  if (!claimedAt || Math.abs(claimedAt.getTime() - ctx.now().getTime()) > lifetimes.claimClockSkewMs) {
    throw identityErrors.invalidParameter('TIMESTAMP is not valid or too far from the current time.');
  }
  // A decoy's answer (or one naming no live challenge) is a wrong password of the name it
  // echoes, counted as an account's would be.
  if (
    !challenge?.srp ||
    !user ||
    srpUserIdOf(user) !== responses.USERNAME ||
    !(await spendChallenge(ctx, challenge))
  ) {
    await reserveDecoyAttempt(ctx, responses.USERNAME);
    throw identityErrors.wrongPassword();
  }
  const attempt = await reserveAttempt(ctx, user.id, 'sign_in');
  if (!attempt) throw identityErrors.passwordAttemptsExceeded();
  const proven = verifyClaim({
    poolName,
    userId: srpUserIdOf(user),
    verifierHex: user.srpVerifier,
    A: challenge.srp.clientPublic,
    b: challenge.srp.serverSecret,
    B: challenge.srp.serverPublic,
    secretBlock: responses.PASSWORD_CLAIM_SECRET_BLOCK,
    timestamp: responses.TIMESTAMP,
    signature: responses.PASSWORD_CLAIM_SIGNATURE,
  });
  if (!proven) throw identityErrors.wrongPassword();
  await attempt.refund();
  return afterPassword(ctx, user);
}

export function respondToAuthChallenge(ctx: IdentityContext, input: ChallengeInput) {
  // A decoy's proof fails at once, a real one only after the SRP maths: the floor hides which.
  switch (input.ChallengeName) {
    case 'PASSWORD_VERIFIER':
      return withTimingFloor(() => passwordVerifier(ctx, input));
    case 'SMS_MFA':
      return smsMfa(ctx, input);
    case 'SOFTWARE_TOKEN_MFA':
      return softwareTokenMfa(ctx, input);
    case 'SELECT_MFA_TYPE':
      return selectMfaType(ctx, input);
    case 'MFA_SETUP':
      return mfaSetup(ctx, input);
  }
}
