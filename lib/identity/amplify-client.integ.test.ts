import {
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  fetchUserAttributes,
  getCurrentUser,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { createMemoryLimiter } from '@/lib/rate-limit/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { amplifyServedBy } from '@/tests/helpers/amplify-endpoint';
import { latestCode } from '@/tests/helpers/identity-server';
import { createIdentityService } from './server';

// Acceptance (b): the unchanged aws-amplify client, SRP and all, against the built-in service.
describeWithDatabase('built-in identity service through aws-amplify', () => {
  const service = createIdentityService({ limiter: () => limiter, siteUrl: () => 'http://localhost:3000' });
  const limiter = createMemoryLimiter();
  amplifyServedBy(service.handle);

  it('signs up, confirms, signs in by SRP with the SMS code, refreshes and signs out', async () => {
    const email = `amplify-${Date.now()}@example.com`;
    const phone = '+19495550123';
    const password = 'Pacific5$un';

    const signedUp = await signUp({
      username: email,
      password,
      options: { userAttributes: { email, name: 'Ana Lopez', phone_number: phone } },
    });
    expect(signedUp.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');
    const confirmed = await confirmSignUp({ username: email, confirmationCode: await latestCode(email) });
    expect(confirmed.isSignUpComplete).toBe(true);

    await expect(signIn({ username: email, password: 'Pacific5$uN' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });

    const first = await signIn({ username: email, password });
    expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_SMS_CODE');
    await expect(confirmSignIn({ challengeResponse: '000000' })).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    const done = await confirmSignIn({ challengeResponse: await latestCode(phone) });
    expect(done.nextStep.signInStep).toBe('DONE');

    const user = await getCurrentUser();
    expect(user.username).toBe(signedUp.userId);
    expect(await fetchUserAttributes()).toMatchObject({
      email,
      name: 'Ana Lopez',
      phone_number: phone,
      email_verified: 'true',
    });

    const session = await fetchAuthSession();
    const refreshed = await fetchAuthSession({ forceRefresh: true });
    expect(refreshed.tokens?.accessToken.toString()).not.toBe(session.tokens?.accessToken.toString());
    expect(refreshed.userSub).toBe(signedUp.userId);
    expect(refreshed.tokens?.idToken?.payload.email).toBe(email);

    await signOut();
    expect((await fetchAuthSession()).tokens).toBeUndefined();
    await expect(getCurrentUser()).rejects.toMatchObject({ name: 'UserUnAuthenticatedException' });
  });

  it('sends a user who never confirmed back to the confirmation step', async () => {
    const email = `unconfirmed-${Date.now()}@example.com`;
    const password = 'Pacific5$un';
    await signUp({
      username: email,
      password,
      options: { userAttributes: { email, name: 'Lee Park', phone_number: '+19495550456' } },
    });
    const result = await signIn({ username: email, password });
    expect(result.nextStep.signInStep).toBe('CONFIRM_SIGN_UP');
  });
});
