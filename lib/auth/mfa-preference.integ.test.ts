import { eq } from 'drizzle-orm';
import { POST as identity } from '@/app/api/identity/route';
import { mfaPreferenceOf } from './server';
import { tables } from '@/lib/db/server';
import { subOf } from '@/tests/helpers/amplify-cookies';
import { describeWithDatabase } from '@/tests/helpers/database';
import { identityDriver } from '@/tests/helpers/identity-driver';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';
import { sessionOf } from '@/tests/helpers/session-of';

/*
 * The dashboard's sign-in settings, read on the server from the built-in service's record (the
 * Cognito pool's GetUser: mfa-preference-cognito.integ.test.ts), in the words Amplify's
 * fetchMFAPreference uses in the browser.
 */
freshRateLimitsEachTest();

describeWithDatabase('the sign-in settings the dashboard shows, on the built-in service', (database) => {
  const driver = identityDriver(identity, nextVisitorAddress);

  const setFactors = (sub: string, factors: Partial<typeof tables.identityUsers.$inferInsert>) =>
    database().db.update(tables.identityUsers).set(factors).where(eq(tables.identityUsers.id, sub));

  it('says SMS (none preferred) for a new account, then the authenticator app once it is on and preferred', async () => {
    const user = await driver.signedIn();
    const session = await sessionOf(user);
    expect(await mfaPreferenceOf(session)).toEqual({ enabled: ['SMS'] });

    await setFactors(subOf(user.IdToken), {
      softwareTokenMfaEnabled: true,
      totpSecretSealed: 'sealed-secret',
      preferredMfa: 'SOFTWARE_TOKEN_MFA',
    });
    expect(await mfaPreferenceOf(session)).toEqual({ enabled: ['SMS', 'TOTP'], preferred: 'TOTP' });

    // Both on and neither preferred: sign-in asks which, and nothing is named preferred.
    await setFactors(subOf(user.IdToken), { preferredMfa: null });
    expect(await mfaPreferenceOf(session)).toEqual({ enabled: ['SMS', 'TOTP'] });
  });

  it('does not count an authenticator that was never verified', async () => {
    const user = await driver.signedIn();
    await setFactors(subOf(user.IdToken), { softwareTokenMfaEnabled: true, totpSecretSealed: null });
    expect((await mfaPreferenceOf(await sessionOf(user)))?.enabled).toEqual(['SMS']);
  });

  it('knows no settings for an account that is gone', async () => {
    const user = await driver.signedIn();
    const session = await sessionOf(user);
    await database()
      .db.delete(tables.identityUsers)
      .where(eq(tables.identityUsers.id, subOf(user.IdToken)));
    expect(await mfaPreferenceOf(session)).toBeUndefined();
  });
});
