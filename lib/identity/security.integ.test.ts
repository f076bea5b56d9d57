import { randomUUID } from 'node:crypto';
import { listOutbox } from '@/lib/messaging/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { clockedIdentityService, identityDriver, newPerson } from '@/tests/helpers/identity-driver';
import { latestCode } from '@/tests/helpers/identity-server';
import { identityRateLimits, lifetimes } from './constants';
import { lockDurationMs } from './lockout';
import { formatClaimTimestamp } from './srp';

describe('lockout schedule', () => {
  it('locks from the 5th failure for 2^(n-5) seconds, capped at 15 minutes', () => {
    expect([1, 4, 5, 6, 7, 10, 14, 15, 40].map(lockDurationMs)).toEqual([
      0, 0, 1000, 2000, 4000, 32_000, 512_000, 900_000, 900_000,
    ]);
  });
});

describeWithDatabase('built-in identity service security rules', () => {
  const { clock, service } = clockedIdentityService();
  let address = '';
  beforeAll(() => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  beforeEach(() => {
    address = `198.51.100.${randomUUID()}`;
  });
  const { call, signedUp, confirmedUser, passwordAuth, smsChallenge, answerSms } = identityDriver(
    service.handle,
    () => address,
  );

  describe('code lifetimes', () => {
    it('accepts a sign-up code until 24 hours have passed, and not at 24 hours', async () => {
      const early = await signedUp();
      const late = await signedUp();
      const earlyCode = await latestCode(early.email);
      const lateCode = await latestCode(late.email);
      clock.advance(lifetimes.signupCodeMs - 1);
      expect(
        (await call('ConfirmSignUp', { Username: early.email, ConfirmationCode: earlyCode })).status,
      ).toBe(200);
      clock.advance(1);
      expect((await call('ConfirmSignUp', { Username: late.email, ConfirmationCode: lateCode })).type).toBe(
        'ExpiredCodeException',
      );
    });

    it('accepts a reset code for 1 hour', async () => {
      const person = await confirmedUser();
      await call('ForgotPassword', { Username: person.email });
      const code = await latestCode(person.email);
      clock.advance(lifetimes.resetCodeMs);
      const late = await call('ConfirmForgotPassword', {
        Username: person.email,
        ConfirmationCode: code,
        Password: 'Newer8!pw',
      });
      expect(late.type).toBe('ExpiredCodeException');
      await call('ForgotPassword', { Username: person.email });
      const fresh = await latestCode(person.email);
      clock.advance(lifetimes.resetCodeMs - 1);
      const inTime = await call('ConfirmForgotPassword', {
        Username: person.email,
        ConfirmationCode: fresh,
        Password: 'Newer8!pw',
      });
      expect(inTime.status).toBe(200);
      expect((await passwordAuth(person.email, 'Newer8!pw')).body.ChallengeName).toBe('SMS_MFA');
    });

    it('accepts an SMS code for 3 minutes', async () => {
      const person = await confirmedUser();
      const inTime = await smsChallenge(person);
      clock.advance(lifetimes.smsCodeMs - 1);
      expect((await answerSms(inTime, await latestCode(person.phone))).status).toBe(200);
      const late = await smsChallenge(person);
      clock.advance(lifetimes.smsCodeMs);
      expect((await answerSms(late, await latestCode(person.phone))).type).toBe('ExpiredCodeException');
    });
  });

  describe('single use', () => {
    it('spends an SMS code and its session on success, but keeps them after a wrong code', async () => {
      const person = await confirmedUser();
      const challenge = await smsChallenge(person);
      const code = await latestCode(person.phone);
      expect((await answerSms(challenge, code === '000000' ? '111111' : '000000')).type).toBe(
        'CodeMismatchException',
      );
      expect((await answerSms(challenge, code)).status).toBe(200);
      expect((await answerSms(challenge, code)).type).toBe('NotAuthorizedException');
    });

    it('retires the previous sign-up code when a new one is sent', async () => {
      const person = await signedUp();
      const first = await latestCode(person.email);
      // Codes are random: a new one repeats the old one once in a million sends, so ask
      // again in that case rather than skip the check.
      let second = first;
      for (let sends = 0; sends < 3 && second === first; sends += 1) {
        await call('ResendConfirmationCode', { Username: person.email });
        second = await latestCode(person.email);
      }
      expect(second).not.toBe(first);
      expect((await call('ConfirmSignUp', { Username: person.email, ConfirmationCode: first })).type).toBe(
        'CodeMismatchException',
      );
      expect((await call('ConfirmSignUp', { Username: person.email, ConfirmationCode: second })).status).toBe(
        200,
      );
      // A confirmed account answers like a wrong code: the call does not reveal account states.
      expect((await call('ConfirmSignUp', { Username: person.email, ConfirmationCode: second })).type).toBe(
        'CodeMismatchException',
      );
    });
  });

  describe('messages', () => {
    it('e-mails links that complete sign-up and reset in one click, and texts the login code', async () => {
      const person = await signedUp();
      const [signupMail] = await listOutbox({ recipient: person.email, limit: 1 });
      const signupCode = await latestCode(person.email);
      const query = `username=${encodeURIComponent(person.email)}&confirmationCode=${signupCode}`;
      expect(signupMail?.body).toContain(`http://localhost:3000/confirm-signup?${query}`);
      await call('ConfirmSignUp', { Username: person.email, ConfirmationCode: signupCode });

      await call('ForgotPassword', { Username: person.email });
      const [resetMail] = await listOutbox({ recipient: person.email, limit: 1 });
      const resetQuery = `username=${encodeURIComponent(person.email)}&confirmationCode=${await latestCode(person.email)}`;
      expect(resetMail?.body).toContain(`http://localhost:3000/confirm-reset-password?${resetQuery}`);

      await smsChallenge(person);
      const [sms] = await listOutbox({ recipient: person.phone, limit: 1 });
      expect(sms).toMatchObject({ channel: 'sms', body: expect.stringMatching(/\b\d{6}\b/) });
    });

    it('lets only one of two simultaneous requests spend a code', async () => {
      const person = await confirmedUser();
      await call('ForgotPassword', { Username: person.email });
      const code = await latestCode(person.email);
      const replies = await Promise.all(
        ['Racer1!aa', 'Racer2!bb'].map((Password) =>
          call('ConfirmForgotPassword', { Username: person.email, ConfirmationCode: code, Password }),
        ),
      );
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
    });
  });

  describe('lockout', () => {
    it('locks the account after 5 wrong passwords, for 1 s, then 2 s, even for the right password', async () => {
      const person = await confirmedUser();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await passwordAuth(person.email, 'Wrong7!xx')).body.message).toBe(
          'Incorrect username or password.',
        );
      }
      expect((await passwordAuth(person.email)).body.message).toBe('Password attempts exceeded');
      clock.advance(999);
      expect((await passwordAuth(person.email)).body.message).toBe('Password attempts exceeded');
      clock.advance(1);
      expect((await passwordAuth(person.email, 'Wrong7!xx')).body.message).toBe(
        'Incorrect username or password.',
      );
      clock.advance(1999);
      expect((await passwordAuth(person.email)).body.message).toBe('Password attempts exceeded');
      clock.advance(1);
      expect((await passwordAuth(person.email)).body.ChallengeName).toBe('SMS_MFA');
    });

    it('counts wrong codes too and refuses codes while locked', async () => {
      const person = await signedUp();
      const code = await latestCode(person.email);
      const wrong = code === '999999' ? '999998' : '999999';
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await call('ConfirmSignUp', { Username: person.email, ConfirmationCode: wrong })).type).toBe(
          'CodeMismatchException',
        );
      }
      expect((await call('ConfirmSignUp', { Username: person.email, ConfirmationCode: code })).type).toBe(
        'TooManyFailedAttemptsException',
      );
      clock.advance(1000);
      expect((await call('ConfirmSignUp', { Username: person.email, ConfirmationCode: code })).status).toBe(
        200,
      );
    });
    it('keeps counting wrong SMS codes across sign-ins: a known password does not reset the lock', async () => {
      const person = await confirmedUser();
      const first = await smsChallenge(person);
      const firstCode = await latestCode(person.phone);
      const wrong = (code: string) => (code === '123456' ? '654321' : '123456');
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await answerSms(first, wrong(firstCode))).type).toBe('CodeMismatchException');
      }
      expect((await answerSms(first, firstCode)).type).toBe('TooManyFailedAttemptsException');
      clock.advance(1000);
      const second = await smsChallenge(person);
      const secondCode = await latestCode(person.phone);
      expect((await answerSms(second, wrong(secondCode))).type).toBe('CodeMismatchException');
      expect((await answerSms(second, secondCode)).type).toBe('TooManyFailedAttemptsException');
      clock.advance(2000);
      expect((await answerSms(second, secondCode)).status).toBe(200);
    });
  });

  describe('no user-existence leak', () => {
    it('answers ForgotPassword and ResendConfirmationCode the same for unknown, unconfirmed and confirmed users', async () => {
      const unknown = newPerson().email;
      const pending = (await signedUp()).email;
      const confirmed = (await confirmedUser()).email;
      for (const operation of ['ForgotPassword', 'ResendConfirmationCode']) {
        const replies = await Promise.all(
          [unknown, pending, confirmed].map((Username) => call(operation, { Username })),
        );
        for (const reply of replies) {
          expect(reply.status).toBe(200);
          expect(reply.body).toEqual({
            CodeDeliveryDetails: {
              Destination: 's***@e***',
              DeliveryMedium: 'EMAIL',
              AttributeName: 'email',
            },
          });
        }
      }
    });

    it('fails an unknown user exactly like a wrong password, in both sign-in flows', async () => {
      const person = await confirmedUser();
      const unknown = await passwordAuth(newPerson().email);
      const wrong = await passwordAuth(person.email, 'Wrong7!xx');
      expect(unknown.body).toEqual(wrong.body);
      const srp = await call('InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        AuthParameters: { USERNAME: newPerson().email, SRP_A: 'abc123' },
      });
      expect(srp.body.ChallengeName).toBe('PASSWORD_VERIFIER');
      const parameters = srp.body.ChallengeParameters as Record<string, string>;
      expect(Object.keys(parameters).sort()).toEqual([
        'SALT',
        'SECRET_BLOCK',
        'SRP_B',
        'USERNAME',
        'USER_ID_FOR_SRP',
      ]);
      const claim = await call('RespondToAuthChallenge', {
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeResponses: {
          USERNAME: parameters.USER_ID_FOR_SRP,
          PASSWORD_CLAIM_SECRET_BLOCK: parameters.SECRET_BLOCK,
          PASSWORD_CLAIM_SIGNATURE: 'AAAA',
          // The service's time: a decoy checks TIMESTAMP as a real challenge does.
          TIMESTAMP: formatClaimTimestamp(clock.now()),
        },
      });
      expect(claim.body).toEqual(wrong.body);
    });
  });

  describe('rate limits', () => {
    it('limits reset e-mails per user, counts an SDK retry once and sends nothing for a replay', async () => {
      const person = await confirmedUser();
      const resetMails = async () =>
        (await listOutbox({ recipient: person.email })).filter((entry) => entry.subject?.startsWith('Reset'))
          .length;
      const { limit, windowMs } = identityRateLimits.forgotPassword;
      for (let sent = 1; sent < limit; sent += 1) {
        expect((await call('ForgotPassword', { Username: person.email }, randomUUID())).status).toBe(200);
      }
      const retried = randomUUID();
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect((await call('ForgotPassword', { Username: person.email }, retried)).status).toBe(200);
      }
      expect(await resetMails()).toBe(limit);
      // A replay beyond the SDK's 3 attempts gets the first answer again, and no e-mail.
      const replay = await call('ForgotPassword', { Username: person.email }, retried);
      expect(replay.status).toBe(200);
      expect(replay.body).toHaveProperty('CodeDeliveryDetails');
      expect(await resetMails()).toBe(limit);
      const throttled = randomUUID();
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect((await call('ForgotPassword', { Username: person.email }, throttled)).type).toBe(
          'TooManyRequestsException',
        );
      }
      clock.advance(windowMs);
      expect((await call('ForgotPassword', { Username: person.email }, randomUUID())).status).toBe(200);
    });

    it('limits every call per address', async () => {
      const { limit } = identityRateLimits.address;
      for (let sent = 0; sent < limit; sent += 1) {
        expect((await call('RevokeToken', { Token: 'not-a-token' })).status).toBe(200);
      }
      const over = await call('RevokeToken', { Token: 'not-a-token' });
      expect(over.status).toBe(400);
      expect(over.type).toBe('TooManyRequestsException');
    });
  });
});
