import crypto, { randomUUID } from 'node:crypto';
import { tables } from '@/lib/db/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import {
  identityPerTest,
  newPerson,
  passwordVerifierAnswer,
  srpClientKey,
  testPassword,
} from '@/tests/helpers/identity-driver';
import { latestCode, type IdentityReply } from '@/tests/helpers/identity-server';
import { lockout } from './constants';

const wrongPassword = { type: 'NotAuthorizedException', message: 'Incorrect username or password.' };
const passwordLocked = { type: 'NotAuthorizedException', message: 'Password attempts exceeded' };
const wrongCode = {
  type: 'CodeMismatchException',
  message: 'Invalid verification code provided, please try again.',
};
const codeLocked = {
  type: 'TooManyFailedAttemptsException',
  message: 'Attempt limit exceeded, please try after some time.',
};

/** What an attacker sees of an answer: its error type and message. */
const seen = (reply: IdentityReply) => ({ type: reply.type, message: reply.body.message });
/** A well-formed code that is not `live`. */
const otherThan = (live: string) => (live === '111111' ? '222222' : '111111');

describeWithDatabase('the lockout answers unknown names as it answers accounts (issue 12 §2)', (database) => {
  const { clock, callFrom, call, signedUp, confirmedUser, passwordAuth } = identityPerTest();
  const unknownNames: string[] = [];
  const unknownName = () => {
    const email = newPerson('nobody').email;
    unknownNames.push(email);
    return email;
  };

  /** USER_SRP_AUTH, then a PASSWORD_VERIFIER answer proven with `password` (wrong unless told). */
  async function srpAnswer(username: string, password = 'Wrong7!xx'): Promise<IdentityReply> {
    const { a, SRP_A } = srpClientKey();
    const started = await call('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: username, SRP_A },
    });
    const parameters = started.body.ChallengeParameters as Record<string, string>;
    return call(
      'RespondToAuthChallenge',
      passwordVerifierAnswer(parameters, { a, password, now: clock.now() }),
    );
  }

  const flows = [
    {
      name: 'USER_PASSWORD_AUTH',
      existing: async () => (await confirmedUser()).email,
      guess: (username: string) => passwordAuth(username, 'Wrong7!xx'),
      wrong: wrongPassword,
      locked: passwordLocked,
      hashesGuesses: true,
    },
    {
      name: 'SRP PASSWORD_VERIFIER',
      existing: async () => (await confirmedUser()).email,
      guess: (username: string) => srpAnswer(username),
      wrong: wrongPassword,
      locked: passwordLocked,
      hashesGuesses: false,
    },
    {
      name: 'ConfirmSignUp',
      existing: async () => (await signedUp()).email,
      guess: async (username: string) => {
        // A guess that is wrong even for the account: never its live code.
        const live = unknownNames.includes(username) ? '' : await latestCode(username);
        return call('ConfirmSignUp', { Username: username, ConfirmationCode: otherThan(live) });
      },
      wrong: wrongCode,
      locked: codeLocked,
      hashesGuesses: false,
    },
    {
      name: 'ConfirmForgotPassword',
      existing: async () => {
        const person = await confirmedUser();
        await call('ForgotPassword', { Username: person.email });
        return person.email;
      },
      guess: async (username: string) => {
        const live = unknownNames.includes(username) ? '' : await latestCode(username);
        return call('ConfirmForgotPassword', {
          Username: username,
          ConfirmationCode: otherThan(live),
          Password: 'Newer8!pw',
        });
      },
      wrong: wrongCode,
      locked: codeLocked,
      hashesGuesses: false,
    },
  ];

  describe.each(flows)('$name', ({ existing, guess, wrong, locked, hashesGuesses }) => {
    it('gives an unknown name the same 7 answers to sequential wrong guesses as an account, and forgets both after a day', async () => {
      const account = await existing();
      const nobody = unknownName();
      const expected = [wrong, wrong, wrong, wrong, wrong, locked, locked];
      const sequence = async (username: string) => {
        const answers = [];
        for (let attempt = 0; attempt < 7; attempt += 1) answers.push(seen(await guess(username)));
        return answers;
      };
      const accountAnswers = await sequence(account);
      const unknownAnswers = await sequence(nobody);
      expect(unknownAnswers).toEqual(accountAnswers);
      expect(accountAnswers).toMatchObject(expected);
      // The 5th failure locked both for 1 s; after it the 6th failure locks both for 2 s.
      clock.advance(999);
      expect(seen(await guess(nobody))).toEqual(seen(await guess(account)));
      clock.advance(1);
      const afterLock = [seen(await guess(account)), seen(await guess(account))];
      expect([seen(await guess(nobody)), seen(await guess(nobody))]).toEqual(afterLock);
      expect(afterLock).toMatchObject([wrong, locked]);
      // A day without failures and both start again with 5 free guesses.
      clock.advance(lockout.forgetAfterMs + 1);
      expect(await sequence(nobody)).toEqual(await sequence(account));
    }, 60_000);

    it('locks an unknown name after at most 5 of 100 parallel guesses, as it locks an account', async () => {
      const account = await existing();
      const nobody = unknownName();
      const scrypt = jest.spyOn(crypto, 'scrypt');
      const tally = async (username: string) => {
        scrypt.mockClear();
        callFrom(`198.51.100.${randomUUID()}`);
        const replies = await Promise.all(Array.from({ length: 100 }, () => guess(username)));
        const answers = replies.map(seen);
        return {
          checked: answers.filter((answer) => answer.type === wrong.type && answer.message === wrong.message)
            .length,
          locked: answers.filter((answer) => answer.type === locked.type && answer.message === locked.message)
            .length,
          scrypt: scrypt.mock.calls.length,
        };
      };
      const ofAccount = await tally(account);
      const ofUnknown = await tally(nobody);
      console.log(
        `[lockout parity ${database().kind}] ${JSON.stringify({ account: ofAccount, unknown: ofUnknown })}`,
      );
      for (const outcome of [ofAccount, ofUnknown]) {
        expect(outcome.checked).toBeGreaterThanOrEqual(1);
        expect(outcome.checked).toBeLessThanOrEqual(lockout.freeFailures);
        expect(outcome.checked + outcome.locked).toBe(100);
      }
      // USER_PASSWORD_AUTH hashes a guess: each checked one cost one scrypt, locked ones none.
      expect(ofAccount.scrypt).toBe(hashesGuesses ? ofAccount.checked : 0);
      expect(ofUnknown.scrypt).toBe(hashesGuesses ? ofUnknown.checked : 0);
    }, 120_000);
  });

  it('stores no unknown name in clear, only keyed hashes', async () => {
    const nobody = unknownName();
    await passwordAuth(nobody, 'Wrong7!xx');
    await call('ConfirmSignUp', { Username: nobody, ConfirmationCode: '111111' });
    const rows = await database().db.select().from(tables.identityUnknownLockouts);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const stored = JSON.stringify(rows).toLowerCase();
    for (const name of unknownNames) {
      expect(stored).not.toContain(name.toLowerCase());
      expect(stored).not.toContain(name.split('@')[0]!.toLowerCase());
    }
    for (const row of rows) expect(row.key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('wrong reset codes lock the reset, never the owner’s sign-in', async () => {
    const person = await confirmedUser();
    await call('ForgotPassword', { Username: person.email });
    const wrong = otherThan(await latestCode(person.email));
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await call('ConfirmForgotPassword', {
        Username: person.email,
        ConfirmationCode: wrong,
        Password: 'Newer8!pw',
      });
    }
    const refused = await call('ConfirmForgotPassword', {
      Username: person.email,
      ConfirmationCode: await latestCode(person.email),
      Password: 'Newer8!pw',
    });
    expect(refused.type).toBe('TooManyFailedAttemptsException');
    expect((await passwordAuth(person.email, testPassword)).body.ChallengeName).toBe('SMS_MFA');
  });
});
