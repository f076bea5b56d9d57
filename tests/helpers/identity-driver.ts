import { randomBytes, randomUUID } from 'node:crypto';
import { BUILT_IN_CLIENT_ID, BUILT_IN_USER_POOL_ID, createIdentityService } from '@/lib/identity/server';
import {
  bigIntFromHex,
  claimSignature,
  clientSecret,
  formatClaimTimestamp,
  poolNameOf,
  publicA,
  scramblingU,
  sessionKey,
} from '@/lib/identity/srp';
import { identityCall, latestCode, testClock } from './identity-server';
import { clockedMemoryLimiter } from './rate-limits';

type Handler = (request: Request) => Promise<Response>;
export type Person = { email: string; phone: string };

export const testPassword = 'Harbor7!x';
let counter = 0;

/** A unique e-mail and +1 phone, so codes read from the outbox never mix between tests. */
export function newPerson(prefix = 'sec'): Person {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    email: `${prefix}-${tag}@example.com`,
    phone: `+1714${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
  };
}

/** A service on the test database with its own settable clock and rate limiter. */
export function clockedIdentityService(siteUrl = 'http://localhost:3000') {
  const clock = testClock();
  const limiter = clockedMemoryLimiter(clock.millis);
  const service = createIdentityService({ now: clock.now, limiter: () => limiter, siteUrl: () => siteUrl });
  return { clock, service };
}

/** Plays a client through the Cognito calls; `address` picks the caller's rate-limit bucket. */
export function identityDriver(handler: Handler, address: () => string) {
  const call = (operation: string, body: Record<string, unknown>, invocationId?: string) =>
    identityCall(
      handler,
      operation,
      { ClientId: BUILT_IN_CLIENT_ID, ...body },
      { address: address(), invocationId },
    );

  async function signedUp(person = newPerson()): Promise<Person> {
    const reply = await call('SignUp', {
      Username: person.email,
      Password: testPassword,
      UserAttributes: [
        { Name: 'name', Value: 'Sam Reed' },
        { Name: 'phone_number', Value: person.phone },
      ],
    });
    if (reply.status !== 200) throw new Error(`SignUp failed: ${JSON.stringify(reply.body)}`);
    return person;
  }

  async function confirmedUser(person = newPerson()): Promise<Person> {
    await signedUp(person);
    const reply = await call('ConfirmSignUp', {
      Username: person.email,
      ConfirmationCode: await latestCode(person.email),
    });
    if (reply.status !== 200) throw new Error(`ConfirmSignUp failed: ${JSON.stringify(reply.body)}`);
    return person;
  }

  const passwordAuth = (email: string, secret = testPassword) =>
    call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: secret },
    });

  async function smsChallenge(person: Person) {
    const reply = await passwordAuth(person.email);
    if (reply.body.ChallengeName !== 'SMS_MFA')
      throw new Error(`No SMS challenge: ${JSON.stringify(reply.body)}`);
    return {
      session: reply.body.Session as string,
      username: (reply.body.ChallengeParameters as Record<string, string>).USERNAME ?? '',
    };
  }

  const answerSms = (challenge: { session: string; username: string }, code: string) =>
    call('RespondToAuthChallenge', {
      ChallengeName: 'SMS_MFA',
      Session: challenge.session,
      ChallengeResponses: { USERNAME: challenge.username, SMS_MFA_CODE: code },
    });

  /** A confirmed user through both sign-in steps, with the tokens the service issued. */
  async function signedIn(
    who = newPerson(),
  ): Promise<Person & { AccessToken: string; IdToken: string; RefreshToken: string }> {
    const person = await confirmedUser(who);
    const reply = await answerSms(await smsChallenge(person), await latestCode(person.phone));
    const result = reply.body.AuthenticationResult as
      { AccessToken: string; IdToken: string; RefreshToken: string } | undefined;
    if (!result) throw new Error(`Sign-in failed: ${JSON.stringify(reply.body)}`);
    return { ...person, ...result };
  }

  return { call, signedUp, confirmedUser, passwordAuth, smsChallenge, answerSms, signedIn };
}

/** A fresh SRP client secret `a` and the `SRP_A` it sends. */
export function srpClientKey(): { a: bigint; SRP_A: string } {
  const a = bigIntFromHex(randomBytes(32).toString('hex'));
  return { a, SRP_A: publicA(a).toString(16) };
}

/**
 * The PASSWORD_VERIFIER answer an SRP client that believes the password is `password` sends to
 * the challenge parameters of USER_SRP_AUTH, as Amplify computes it.
 */
export function passwordVerifierAnswer(
  parameters: Record<string, string>,
  { a, password, now }: { a: bigint; password: string; now: Date },
) {
  const poolName = poolNameOf(BUILT_IN_USER_POOL_ID);
  const userId = parameters.USER_ID_FOR_SRP!;
  const B = bigIntFromHex(parameters.SRP_B!);
  const key = sessionKey(
    clientSecret({ a, B, saltHex: parameters.SALT!, poolName, userId, password }),
    scramblingU(publicA(a), B),
  );
  const timestamp = formatClaimTimestamp(now);
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeResponses: {
      USERNAME: parameters.USERNAME ?? userId,
      PASSWORD_CLAIM_SECRET_BLOCK: parameters.SECRET_BLOCK,
      TIMESTAMP: timestamp,
      PASSWORD_CLAIM_SIGNATURE: claimSignature(key, poolName, userId, parameters.SECRET_BLOCK!, timestamp),
    },
  };
}

/**
 * For the tests of the calling block: a clocked service and its driver, each test calling from
 * a new address (its own rate-limit bucket; `callFrom` moves it), the service's info lines quiet.
 */
export function identityPerTest() {
  const { clock, service } = clockedIdentityService();
  let address = '';
  const quietInfo = () => jest.spyOn(console, 'info').mockImplementation(() => undefined);
  beforeAll(quietInfo);
  beforeEach(() => {
    address = `198.51.100.${randomUUID()}`;
  });
  afterEach(() => {
    jest.restoreAllMocks();
    quietInfo();
  });
  const callFrom = (next: string) => {
    address = next;
  };
  return { clock, service, callFrom, ...identityDriver(service.handle, () => address) };
}
