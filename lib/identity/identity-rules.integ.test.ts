import { seedPriceBook } from '@/content/price-book';
import crypto, { createHash, randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { config } from '@/lib/config/server';
import { openDatabase, tables, type DatabaseHandle } from '@/lib/db/server';
import { listOutbox } from '@/lib/messaging/server';
import { createQuote, listQuotesForCustomer, quoteRequestSchema } from '@/lib/quotes/server';
import { createMemoryLimiter } from '@/lib/rate-limit/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { createScratchDatabase, type ScratchDatabase } from '@/tests/helpers/scratch-database.mjs';
import {
  identityDriver,
  identityPerTest,
  newPerson,
  passwordVerifierAnswer,
  srpClientKey,
  testPassword,
} from '@/tests/helpers/identity-driver';
import { identityCall, latestCode } from '@/tests/helpers/identity-server';
import { quoteBody } from '@/tests/helpers/quotes';
import { BUILT_IN_CLIENT_ID, createIdentityService } from './server';
import { identityRateLimits } from './constants';
import { bigIntFromHex, publicA } from './srp';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

describeWithDatabase('identity rules (issue 12 §2)', (database) => {
  const { clock, callFrom, call, signedUp, confirmedUser, passwordAuth, smsChallenge, answerSms } =
    identityPerTest();
  const srpStart = (username: string, a = bigIntFromHex(randomBytes(32).toString('hex'))) =>
    call('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: username, SRP_A: publicA(a).toString(16) },
    });

  describe('no account enumeration', () => {
    it('SRP InitiateAuth: a decoy is keyed, stable and shaped like an account; a real SRP id is not the sub', async () => {
      const person = newPerson();
      const signUpReply = await call('SignUp', {
        Username: person.email,
        Password: testPassword,
        UserAttributes: [
          { Name: 'name', Value: 'Sam Reed' },
          { Name: 'phone_number', Value: person.phone },
        ],
      });
      const sub = signUpReply.body.UserSub as string;
      const real = (await srpStart(person.email)).body.ChallengeParameters as Record<string, string>;
      expect(real.USER_ID_FOR_SRP).toMatch(uuidV4);
      expect(real.USER_ID_FOR_SRP).not.toBe(sub);

      const unknown = newPerson().email;
      const [first, second] = await Promise.all([srpStart(unknown), srpStart(unknown)]);
      const decoy = first.body.ChallengeParameters as Record<string, string>;
      const again = second.body.ChallengeParameters as Record<string, string>;
      expect(decoy.USER_ID_FOR_SRP).toMatch(uuidV4);
      expect(again.USER_ID_FOR_SRP).toBe(decoy.USER_ID_FOR_SRP);
      expect(again.SALT).toBe(decoy.SALT);
      expect(again.SECRET_BLOCK).not.toBe(decoy.SECRET_BLOCK);
      // Nobody can recompute the decoy from the name alone (today's unkeyed hash could).
      const unkeyed = createHash('sha256').update(`decoy:${unknown}`).digest('hex');
      expect(decoy.USER_ID_FOR_SRP!.replaceAll('-', '').slice(0, 12)).not.toBe(unkeyed.slice(0, 12));
      for (const parameters of [real, decoy]) {
        expect(Object.keys(parameters).sort()).toEqual([
          'SALT',
          'SECRET_BLOCK',
          'SRP_B',
          'USERNAME',
          'USER_ID_FOR_SRP',
        ]);
        expect(parameters.SALT).toMatch(/^(00[89a-f]|[0-7])[0-9a-f]*$/);
        expect(parameters.SALT!.length % 2).toBe(0);
        expect(Buffer.from(parameters.SECRET_BLOCK!, 'base64')).toHaveLength(48);
        expect(parameters.USERNAME).toBe(parameters.USER_ID_FOR_SRP);
      }
    });

    it('ConfirmSignUp and ConfirmForgotPassword answer unknown and existing accounts alike', async () => {
      const confirmed = await confirmedUser();
      const unknown = newPerson().email;
      const confirmSignUp = (Username: string) =>
        call('ConfirmSignUp', { Username, ConfirmationCode: '123456' });
      expect((await confirmSignUp(confirmed.email)).body).toEqual((await confirmSignUp(unknown)).body);
      const confirmReset = (Username: string) =>
        call('ConfirmForgotPassword', { Username, ConfirmationCode: '123456', Password: 'Newer8!pw' });
      const pending = await signedUp();
      const replies = await Promise.all([confirmed.email, pending.email, unknown].map(confirmReset));
      for (const reply of replies) expect(reply.body).toEqual(replies[2]!.body);
      expect(replies[2]!.type).toBe('CodeMismatchException');
    });

    it('ForgotPassword and ResendConfirmationCode take as long for an existing account as for an unknown one', async () => {
      const confirmed = await confirmedUser();
      const pending = await signedUp();
      const rounds = 40;
      for (const [operation, existing] of [
        ['ForgotPassword', confirmed.email],
        ['ResendConfirmationCode', pending.email],
      ] as const) {
        const before = (await listOutbox({ recipient: existing })).length;
        const timings = { existing: [] as number[], unknown: [] as number[] };
        const timed = async (kind: keyof typeof timings, Username: string) => {
          const started = performance.now();
          const reply = await call(operation, { Username });
          timings[kind].push(performance.now() - started);
          expect(reply.status).toBe(200);
        };
        for (let round = 0; round < rounds + 3; round += 1) {
          // A fresh window each round: the per-purpose allowance is not what is measured.
          clock.advance(identityRateLimits.forgotPassword.windowMs);
          const unknown = newPerson().email;
          if (round % 2) {
            await timed('existing', existing);
            await timed('unknown', unknown);
          } else {
            await timed('unknown', unknown);
            await timed('existing', existing);
          }
        }
        // The first rounds warm up (JIT, statement caches) and are not counted.
        const existingMedian = median(timings.existing.slice(3));
        const unknownMedian = median(timings.unknown.slice(3));
        console.log(
          `[timing ${database().kind}] ${operation}: existing ${existingMedian.toFixed(2)} ms, unknown ${unknownMedian.toFixed(2)} ms`,
        );
        expect(
          Math.abs(existingMedian - unknownMedian) / Math.min(existingMedian, unknownMedian),
        ).toBeLessThanOrEqual(0.15);
        expect((await listOutbox({ recipient: existing })).length - before).toBe(rounds + 3);
      }
    }, 60_000);
  });

  describe('lockout under parallel requests', () => {
    it('100 parallel USER_PASSWORD_AUTH guesses get at most 5 password checks, and the right password among them is refused', async () => {
      const person = await confirmedUser();
      const scrypt = jest.spyOn(crypto, 'scrypt');
      const guesses = Array.from({ length: 100 }, (_, index) =>
        index === 50 ? testPassword : `Wrong${index}!xx`,
      );
      const replies = await Promise.all(guesses.map((guess) => passwordAuth(person.email, guess)));
      const checks = scrypt.mock.calls.length;
      console.log(
        `[lockout ${database().kind}] USER_PASSWORD_AUTH: ${checks} password checks for 100 parallel guesses`,
      );
      expect(checks).toBeLessThanOrEqual(5);
      expect(replies.filter((reply) => reply.body.ChallengeName === 'SMS_MFA')).toHaveLength(0);
      expect(replies.filter((reply) => reply.body.message === 'Incorrect username or password.').length).toBe(
        checks,
      );
      expect(replies.filter((reply) => reply.body.message === 'Password attempts exceeded').length).toBe(
        100 - checks,
      );
    }, 60_000);

    it('100 parallel SRP PASSWORD_VERIFIER answers get at most 5 checks, and the right proof among them is refused', async () => {
      const person = await confirmedUser();
      const claims = await Promise.all(
        Array.from({ length: 100 }, async (_, index) => {
          const { a } = srpClientKey();
          const parameters = (await srpStart(person.email, a)).body.ChallengeParameters as Record<
            string,
            string
          >;
          const password = index === 50 ? testPassword : `Wrong${index}!xx`;
          return passwordVerifierAnswer(parameters, { a, password, now: clock.now() });
        }),
      );
      const replies = await Promise.all(claims.map((claim) => call('RespondToAuthChallenge', claim)));
      const checked = replies.filter(
        (reply) => reply.body.message === 'Incorrect username or password.',
      ).length;
      console.log(
        `[lockout ${database().kind}] PASSWORD_VERIFIER: ${checked} proofs checked of 100 parallel answers`,
      );
      expect(checked).toBeLessThanOrEqual(5);
      expect(replies.filter((reply) => reply.body.ChallengeName === 'SMS_MFA')).toHaveLength(0);
      expect(replies.filter((reply) => reply.body.message === 'Password attempts exceeded').length).toBe(
        100 - checked,
      );
    }, 60_000);

    it('bounds password checks for unknown users by the per-address identity limit', async () => {
      const { limit } = identityRateLimits.address;
      const scrypt = jest.spyOn(crypto, 'scrypt');
      const replies = [];
      for (let batch = 0; batch < (limit + 20) / 40; batch += 1) {
        replies.push(
          ...(await Promise.all(
            Array.from({ length: 40 }, () => passwordAuth(newPerson().email, 'Guess7!xx')),
          )),
        );
      }
      expect(scrypt.mock.calls.length).toBe(limit);
      expect(replies.filter((reply) => reply.type === 'TooManyRequestsException')).toHaveLength(
        replies.length - limit,
      );
    }, 120_000);
  });

  describe('phones', () => {
    it('marks the phone verified only once a code sent to it has come back', async () => {
      const person = await confirmedUser();
      const row = async () =>
        (
          await database()
            .db.select()
            .from(tables.identityUsers)
            .where(eq(tables.identityUsers.username, person.email))
        )[0]!;
      expect((await row()).phoneVerified).toBe(false);
      const challenge = await smsChallenge(person);
      expect((await row()).phoneVerified).toBe(false);
      const reply = await answerSms(challenge, await latestCode(person.phone));
      const tokens = reply.body.AuthenticationResult as { AccessToken: string; IdToken: string };
      expect((await row()).phoneVerified).toBe(true);
      const user = await call('GetUser', { AccessToken: tokens.AccessToken });
      expect(user.body.UserAttributes).toContainEqual({ Name: 'phone_number_verified', Value: 'true' });
      const idClaims = JSON.parse(Buffer.from(tokens.IdToken.split('.')[1]!, 'base64url').toString());
      expect(idClaims.phone_number_verified).toBe(true);
    });

    it('limits SMS to a number no account has proven across accounts, without holding up the owner who proved it', async () => {
      const owner = await confirmedUser();
      await answerSms(await smsChallenge(owner), await latestCode(owner.phone));
      const sent = async () => (await listOutbox({ recipient: owner.phone })).length;
      const before = await sent();
      const throwaways = [];
      for (let index = 0; index < 3; index += 1) {
        const person = { ...newPerson(), phone: owner.phone };
        throwaways.push(await signedUp(person));
        await call('ConfirmSignUp', {
          Username: person.email,
          ConfirmationCode: await latestCode(person.email),
        });
      }
      for (let round = 0; round < 4; round += 1) {
        for (const person of throwaways) await passwordAuth(person.email);
      }
      // The owner's own first code, sent before the number was proven, counted too.
      expect((await sent()) - before).toBe(identityRateLimits.unprovenPhoneSms.limit - 1);
      expect((await passwordAuth(owner.email)).body.ChallengeName).toBe('SMS_MFA');
    });
  });

  describe('e-mail squatting', () => {
    it('replaces an unconfirmed registration, so the owner confirms their own password and phone', async () => {
      const victim = newPerson();
      const attacker = { ...victim, phone: newPerson().phone };
      const register = (person: typeof victim, Password: string) =>
        call('SignUp', {
          Username: person.email,
          Password,
          UserAttributes: [
            { Name: 'name', Value: 'Someone' },
            { Name: 'phone_number', Value: person.phone },
          ],
        });
      expect((await register(attacker, 'Squat7!er')).status).toBe(200);
      const owner = await register(victim, testPassword);
      expect(owner.status).toBe(200);
      expect(
        (
          await call('ConfirmSignUp', {
            Username: victim.email,
            ConfirmationCode: await latestCode(victim.email),
          })
        ).status,
      ).toBe(200);
      expect((await passwordAuth(victim.email, 'Squat7!er')).body.message).toBe(
        'Incorrect username or password.',
      );
      const challenge = await passwordAuth(victim.email);
      expect((challenge.body.ChallengeParameters as Record<string, string>).CODE_DELIVERY_DESTINATION).toBe(
        `+${'*'.repeat(victim.phone.length - 5)}${victim.phone.slice(-4)}`,
      );
      expect((await register(attacker, 'Squat7!er')).type).toBe('UsernameExistsException');
    });

    it('lists guest quotes under an account by e-mail only when the e-mail is confirmed', async () => {
      const email = newPerson().email;
      const { quote } = await createQuote(
        quoteRequestSchema(seedPriceBook).parse(quoteBody({ contactEmail: email })),
        {
          idempotencyKey: randomUUID(),
        },
      );
      const userId = randomUUID();
      const numbers = async (customer: { userId: string; email?: string }) =>
        (await listQuotesForCustomer(customer)).map((listed) => listed.number);
      expect(await numbers({ userId })).not.toContain(quote.number);
      expect(await numbers({ userId, email })).toContain(quote.number);
    });
  });

  describe('a stranger cannot lock the owner out', () => {
    it('10 anonymous ForgotPassword calls do not stop the owner’s sign-in SMS', async () => {
      const owner = await confirmedUser();
      for (let index = 0; index < 10; index += 1) {
        callFrom(`203.0.113.${index}-${randomUUID()}`);
        await call('ForgotPassword', { Username: owner.email });
      }
      callFrom(`198.51.100.${randomUUID()}`);
      expect((await passwordAuth(owner.email)).body.ChallengeName).toBe('SMS_MFA');
    });

    it('counts every sign-in SMS a replayed invocation id causes against the allowance', async () => {
      const owner = await confirmedUser();
      await answerSms(await smsChallenge(owner), await latestCode(owner.phone));
      const before = (await listOutbox({ recipient: owner.phone })).length;
      const invocation = randomUUID();
      const replies = [];
      for (let attempt = 0; attempt < 15; attempt += 1) {
        replies.push(
          await call(
            'InitiateAuth',
            {
              AuthFlow: 'USER_PASSWORD_AUTH',
              AuthParameters: { USERNAME: owner.email, PASSWORD: testPassword },
            },
            invocation,
          ),
        );
      }
      const allowance = identityRateLimits.signInSms.limit - 1;
      expect((await listOutbox({ recipient: owner.phone })).length - before).toBe(allowance);
      expect(replies.filter((reply) => reply.type === 'TooManyRequestsException')).toHaveLength(
        15 - allowance,
      );
    });

    it('answers a replayed invocation id with the first answer and sends one message', async () => {
      const person = await confirmedUser();
      const pending = await signedUp();
      for (const [operation, username] of [
        ['ForgotPassword', person.email],
        ['ResendConfirmationCode', pending.email],
      ] as const) {
        const before = (await listOutbox({ recipient: username })).length;
        const invocation = randomUUID();
        const replies = [];
        for (let attempt = 0; attempt < 6; attempt += 1) {
          replies.push(await call(operation, { Username: username }, invocation));
        }
        for (const reply of replies) expect(reply.body).toEqual(replies[0]!.body);
        expect((await listOutbox({ recipient: username })).length - before).toBe(1);
      }
    });
  });
});

describeWithDatabase('built-in sessions end with sign-out, revocation and password reset', () => {
  // A real clock: the server session check verifies tokens against the current time.
  const limiter = createMemoryLimiter();
  const service = createIdentityService({ limiter: () => limiter, siteUrl: () => config().siteUrl });
  const { call, signedIn } = identityDriver(service.handle, () => `192.0.2.${randomUUID()}`);
  beforeAll(() => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });

  async function serverSession(tokens: { AccessToken: string; IdToken: string }) {
    const { sessionFromRequest } = await import('@/lib/auth/server');
    const prefix = `CognitoIdentityServiceProvider.${BUILT_IN_CLIENT_ID}`;
    const user = 'last-user';
    const cookie = [
      `${prefix}.LastAuthUser=${user}`,
      `${prefix}.${user}.idToken=${tokens.IdToken}`,
      `${prefix}.${user}.accessToken=${tokens.AccessToken}`,
    ].join('; ');
    return sessionFromRequest(new Request('http://localhost:3000/dashboard', { headers: { cookie } }));
  }

  it('refuses the tokens at once after GlobalSignOut, RevokeToken or a password reset', async () => {
    const signedOut = await signedIn();
    expect(await serverSession(signedOut)).toMatchObject({ email: signedOut.email, emailVerified: true });
    await call('GlobalSignOut', { AccessToken: signedOut.AccessToken });
    expect(await serverSession(signedOut)).toBeUndefined();

    const revoked = await signedIn();
    await call('RevokeToken', { Token: revoked.RefreshToken });
    expect(await serverSession(revoked)).toBeUndefined();

    const reset = await signedIn();
    expect(await serverSession(reset)).toBeDefined();
    await call('ForgotPassword', { Username: reset.email });
    await call('ConfirmForgotPassword', {
      Username: reset.email,
      ConfirmationCode: await latestCode(reset.email),
      Password: 'Newer8!pw',
    });
    expect(await serverSession(reset)).toBeUndefined();
  });
});

// Two app instances share one PostgreSQL database and nothing else (no files, no memory).
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('two instances on one PostgreSQL database', () => {
  const handles: DatabaseHandle[] = [];
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await createScratchDatabase('identity_two_instances');
    handles.push(await openDatabase({ kind: 'postgres', url: scratch.url }));
    handles.push(await openDatabase({ kind: 'postgres', url: scratch.url }));
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await scratch?.drop();
  });

  it('agree on the signing key and on every decoy, from a standing start', async () => {
    const services = handles.map((handle) =>
      createIdentityService({ database: async () => handle.db, limiter: () => createMemoryLimiter() }),
    );
    const unknown = newPerson().email;
    const [first, second] = await Promise.all(
      services.map((service) =>
        identityCall(service.handle, 'InitiateAuth', {
          ClientId: BUILT_IN_CLIENT_ID,
          AuthFlow: 'USER_SRP_AUTH',
          AuthParameters: { USERNAME: unknown, SRP_A: publicA(BigInt(12345)).toString(16) },
        }),
      ),
    );
    const decoy = first!.body.ChallengeParameters as Record<string, string>;
    const other = second!.body.ChallengeParameters as Record<string, string>;
    expect(other.USER_ID_FOR_SRP).toBe(decoy.USER_ID_FOR_SRP);
    expect(other.SALT).toBe(decoy.SALT);
    expect(await services[1]!.jwks()).toEqual(await services[0]!.jwks());
  });
});
