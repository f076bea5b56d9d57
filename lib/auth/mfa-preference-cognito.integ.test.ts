import { eq } from 'drizzle-orm';
import { mfaPreferenceOf } from './server';
import { tables } from '@/lib/db/server';
import { DomainError } from '@/lib/errors';
import { subOf } from '@/tests/helpers/amplify-cookies';
import { cognitoPoolStandIn } from '@/tests/helpers/cognito-pool';
import { describeWithDatabase } from '@/tests/helpers/database';
import { identityDriver } from '@/tests/helpers/identity-driver';
import { sessionOf } from '@/tests/helpers/session-of';

/*
 * The dashboard's sign-in settings on an Amazon Cognito pool: the site asks the pool's GetUser
 * in the user's name. The pool is a Cognito-compatible stand-in on a local port
 * (tests/helpers/cognito-pool.ts).
 */
const { pool, failWith, keepKeySetIn } = cognitoPoolStandIn();

beforeAll(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

describeWithDatabase('the sign-in settings the dashboard shows, on a Cognito pool', (database) => {
  const driver = identityDriver(pool.handle, () => '198.51.100.34');

  keepKeySetIn(database);

  it("reads the pool's answer in Amplify's words", async () => {
    const user = await driver.signedIn();
    const session = await sessionOf(user);
    expect(await mfaPreferenceOf(session)).toEqual({ enabled: ['SMS'] });

    // What the pool holds once the customer has added an authenticator app and preferred it.
    await database()
      .db.update(tables.identityUsers)
      .set({
        softwareTokenMfaEnabled: true,
        totpSecretSealed: 'sealed-secret',
        preferredMfa: 'SOFTWARE_TOKEN_MFA',
      })
      .where(eq(tables.identityUsers.id, subOf(user.IdToken)));
    expect(await mfaPreferenceOf(session)).toEqual({ enabled: ['SMS', 'TOTP'], preferred: 'TOTP' });
  });

  it('knows no settings once the pool refuses the token (signed out everywhere)', async () => {
    const user = await driver.signedIn();
    const session = await sessionOf(user);
    expect((await driver.call('GlobalSignOut', { AccessToken: user.AccessToken })).status).toBe(200);
    expect(await mfaPreferenceOf(session)).toBeUndefined();
  });

  it("says the pool failed, as the site's own error, when the pool fails", async () => {
    const session = await sessionOf(await driver.signedIn());
    failWith('InternalErrorException');
    const failure = await mfaPreferenceOf(session).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ kind: 'upstream_failed' });
  });
});
