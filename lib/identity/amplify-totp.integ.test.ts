import {
  confirmSignIn,
  confirmSignUp,
  fetchMFAPreference,
  getCurrentUser,
  signIn,
  signOut,
  signUp,
  setUpTOTP,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { createMemoryLimiter } from '@/lib/rate-limit/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { amplifyServedBy } from '@/tests/helpers/amplify-endpoint';
import { newPerson, testPassword } from '@/tests/helpers/identity-driver';
import { latestCode, testClock } from '@/tests/helpers/identity-server';
import { createIdentityService } from './server';
import { totpCode } from './totp';

// The authenticator app through the unchanged aws-amplify client, the calls the site makes.
describeWithDatabase('authenticator-app MFA through aws-amplify', () => {
  // Real time, moved on by hand: a code works once per 30-second step.
  const clock = testClock(new Date());
  const limiter = createMemoryLimiter();
  const service = createIdentityService({
    now: clock.now,
    limiter: () => limiter,
    siteUrl: () => 'http://localhost:3000',
  });
  amplifyServedBy(service.handle);
  const code = (secret: string) => totpCode(secret, clock.now());
  const nextStep = () => clock.advance(30_000);

  async function signedInBySms() {
    const { email, phone } = newPerson('amplify-totp');
    await signUp({
      username: email,
      password: testPassword,
      options: { userAttributes: { email, name: 'Noa Sato', phone_number: phone } },
    });
    await confirmSignUp({ username: email, confirmationCode: await latestCode(email) });
    const first = await signIn({ username: email, password: testPassword });
    expect(first.nextStep).toMatchObject({
      signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
      codeDeliveryDetails: { deliveryMedium: 'SMS', destination: `+*******${phone.slice(-4)}` },
    });
    await confirmSignIn({ challengeResponse: await latestCode(phone) });
    return { email, phone };
  }

  afterEach(() => signOut());

  it('sets up TOTP, prefers it, signs in with its code, asks when nothing is preferred', async () => {
    const { email, phone } = await signedInBySms();
    const setup = await setUpTOTP();
    expect(setup.getSetupUri('Coastline Print Co.').toString()).toMatch(
      /^otpauth:\/\/totp\/Coastline%20Print%20Co\.:.+\?secret=[A-Z2-7]{32}&issuer=Coastline%20Print%20Co\.$/,
    );
    await expect(verifyTOTPSetup({ code: '000000' })).rejects.toMatchObject({
      name: 'EnableSoftwareTokenMFAException',
    });
    await verifyTOTPSetup({ code: code(setup.sharedSecret) });
    await updateMFAPreference({ totp: 'PREFERRED' });
    expect(await fetchMFAPreference()).toEqual({ preferred: 'TOTP', enabled: ['SMS', 'TOTP'] });
    await signOut();

    nextStep();
    const totp = await signIn({ username: email, password: testPassword });
    expect(totp.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    await expect(confirmSignIn({ challengeResponse: '000000' })).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    const done = await confirmSignIn({ challengeResponse: code(setup.sharedSecret) });
    expect(done.nextStep.signInStep).toBe('DONE');

    await updateMFAPreference({ totp: 'NOT_PREFERRED' });
    expect(await fetchMFAPreference()).toEqual({ enabled: ['SMS', 'TOTP'] });
    await signOut();
    const choice = await signIn({ username: email, password: testPassword });
    expect(choice.nextStep).toEqual({
      signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
      allowedMFATypes: ['SMS', 'TOTP'],
    });
    const sms = await confirmSignIn({ challengeResponse: 'SMS' });
    expect(sms.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_SMS_CODE');
    await confirmSignIn({ challengeResponse: await latestCode(phone) });
    expect((await getCurrentUser()).signInDetails?.loginId).toBe(email);
  });

  it('sets up TOTP during sign-in when the account has no second step on', async () => {
    const { email } = await signedInBySms();
    await updateMFAPreference({ sms: 'DISABLED' });
    await signOut();
    const setup = await signIn({ username: email, password: testPassword });
    expect(setup.nextStep.signInStep).toBe('CONTINUE_SIGN_IN_WITH_TOTP_SETUP');
    if (setup.nextStep.signInStep !== 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP') return;
    const secret = setup.nextStep.totpSetupDetails.sharedSecret;
    const done = await confirmSignIn({ challengeResponse: code(secret) });
    expect(done.nextStep.signInStep).toBe('DONE');
    expect(await fetchMFAPreference()).toEqual({ preferred: 'TOTP', enabled: ['TOTP'] });
  });
});
