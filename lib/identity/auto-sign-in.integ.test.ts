import { randomUUID } from 'node:crypto';
import { autoSignIn, confirmSignIn, confirmSignUp, getCurrentUser, signOut, signUp } from 'aws-amplify/auth';
import { createMemoryLimiter } from '@/lib/rate-limit/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { clockedIdentityService, identityDriver, newPerson } from '@/tests/helpers/identity-driver';
import { amplifyServedBy } from '@/tests/helpers/amplify-endpoint';
import { latestCode } from '@/tests/helpers/identity-server';
import { createIdentityService } from './server';
import { lifetimes } from './constants';

// Spec §9: after the e-mailed code, the customer is signed in (up to the SMS code) without
// typing the password again, within a 3-minute window.
describeWithDatabase('auto sign-in after a confirmed sign-up', () => {
  describe('the session ConfirmSignUp returns', () => {
    const { clock, service } = clockedIdentityService();
    let address = '';
    beforeAll(() => {
      jest.spyOn(console, 'info').mockImplementation(() => undefined);
    });
    beforeEach(() => {
      address = `198.51.100.${randomUUID()}`;
    });
    const { call, signedUp } = identityDriver(service.handle, () => address);

    async function confirmed() {
      const person = await signedUp();
      const reply = await call('ConfirmSignUp', {
        Username: person.email,
        ConfirmationCode: await latestCode(person.email),
      });
      expect(reply.status).toBe(200);
      return { person, session: reply.body.Session as string };
    }
    const autoSignInCall = (username: string, session: string) =>
      call('InitiateAuth', {
        AuthFlow: 'USER_AUTH',
        AuthParameters: { USERNAME: username },
        Session: session,
      });

    it('starts that user’s sign-in once, up to the SMS code, without the password', async () => {
      const { person, session } = await confirmed();
      expect(session).toMatch(/^[A-Za-z0-9+/=]{64}$/);
      const started = await autoSignInCall(person.email, session);
      expect(started.status).toBe(200);
      expect(started.body).toMatchObject({ ChallengeName: 'SMS_MFA', Session: expect.any(String) });
      expect(started.body.AuthenticationResult).toBeUndefined();
      const challenge = {
        session: started.body.Session as string,
        username: (started.body.ChallengeParameters as Record<string, string>).USERNAME!,
      };
      const done = await identityDriver(service.handle, () => address).answerSms(
        challenge,
        await latestCode(person.phone),
      );
      expect(done.body.AuthenticationResult).toMatchObject({ AccessToken: expect.any(String) });

      const replayed = await autoSignInCall(person.email, session);
      expect(replayed).toMatchObject({ status: 400, type: 'NotAuthorizedException' });
    });

    it('is refused after the 3-minute window', async () => {
      const { person, session } = await confirmed();
      clock.advance(lifetimes.autoSignInMs);
      const late = await autoSignInCall(person.email, session);
      expect(late).toMatchObject({ status: 400, type: 'NotAuthorizedException' });
      expect(late.body.ChallengeName).toBeUndefined();
    });

    it('is refused for another user, and is spent by that try', async () => {
      const { person, session } = await confirmed();
      const { person: other } = await confirmed();
      const stolen = await autoSignInCall(other.email, session);
      expect(stolen).toMatchObject({ status: 400, type: 'NotAuthorizedException' });
      const after = await autoSignInCall(person.email, session);
      expect(after).toMatchObject({ status: 400, type: 'NotAuthorizedException' });
    });

    it('cannot be forged, nor taken from a sign-in’s own sessions, nor sent by another client', async () => {
      const { person } = await confirmed();
      const forged = await autoSignInCall(person.email, Buffer.alloc(48, 7).toString('base64'));
      expect(forged).toMatchObject({ status: 400, type: 'NotAuthorizedException' });

      const password = await call('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: person.email, PASSWORD: 'Harbor7!x' },
      });
      const smsSession = password.body.Session as string;
      const reused = await autoSignInCall(person.email, smsSession);
      expect(reused).toMatchObject({ status: 400, type: 'NotAuthorizedException' });

      const { session } = await confirmed();
      const otherClient = await call('InitiateAuth', {
        ClientId: 'someone-elses-client',
        AuthFlow: 'USER_AUTH',
        AuthParameters: { USERNAME: person.email },
        Session: session,
      });
      expect(otherClient).toMatchObject({ status: 400, type: 'ResourceNotFoundException' });
    });

    it('is not answered without a session', async () => {
      const person = newPerson();
      const bare = await call('InitiateAuth', {
        AuthFlow: 'USER_AUTH',
        AuthParameters: { USERNAME: person.email },
      });
      expect(bare).toMatchObject({ status: 400, type: 'InvalidParameterException' });
    });
  });

  describe('through aws-amplify', () => {
    const service = createIdentityService({ limiter: () => limiter, siteUrl: () => 'http://localhost:3000' });
    const limiter = createMemoryLimiter();
    amplifyServedBy(service.handle);

    it('confirmSignUp leads to autoSignIn, which asks for the SMS code; the code signs in', async () => {
      const { email, phone } = newPerson('auto');
      // signUp arms Amplify's 3-minute window timer; unref'd, it does not hold Jest open.
      const setTimer = global.setTimeout;
      const armed = jest
        .spyOn(global, 'setTimeout')
        .mockImplementation(((...args: Parameters<typeof setTimeout>) =>
          setTimer(...args).unref()) as unknown as typeof setTimeout);
      await signUp({
        username: email,
        password: 'Pacific5$un',
        options: {
          userAttributes: { email, name: 'Ana Lopez', phone_number: phone },
          autoSignIn: { authFlowType: 'USER_AUTH' },
        },
      });
      armed.mockRestore();
      const confirmed = await confirmSignUp({ username: email, confirmationCode: await latestCode(email) });
      expect(confirmed.nextStep.signUpStep).toBe('COMPLETE_AUTO_SIGN_IN');

      const started = await autoSignIn();
      expect(started.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_SMS_CODE');
      const done = await confirmSignIn({ challengeResponse: await latestCode(phone) });
      expect(done.nextStep.signInStep).toBe('DONE');
      expect((await getCurrentUser()).signInDetails?.loginId).toBe(email);
      await signOut();
    });
  });
});
