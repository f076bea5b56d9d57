import { eq } from 'drizzle-orm';
import { mfaPreferenceOf, sessionWithAccessToken } from '@/lib/auth';
import { tables } from '@/lib/db';
import { BUILT_IN_CLIENT_ID, BUILT_IN_USER_POOL_ID, createIdentityService } from '@/lib/identity';
import { DomainError } from '@/lib/errors';
import { createMemoryLimiter } from '@/lib/rate-limit';
import { amplifyCookies, subOf } from '@/tests/helpers/amplify-cookies';
import { describeWithDatabase } from '@/tests/helpers/database';
import { identityDriver } from '@/tests/helpers/identity-driver';
import { startHandlerServer } from '@/tests/helpers/identity-server';

/*
 * The dashboard's sign-in settings on an Amazon Cognito pool: the site asks the pool's GetUser
 * in the user's name. The pool is a Cognito-compatible stand-in on a local port (the built-in
 * service's code, serving the wire protocol and the key set as Cognito does), as in
 * app/api/account/email/route.test.ts.
 */
let poolOrigin = '';
const pool = createIdentityService({ limiter: () => poolLimiter, siteUrl: () => poolOrigin });
const poolLimiter = createMemoryLimiter();
/** When set, the pool answers every call with this error, as Cognito does when it is failing. */
let poolFailure: string | undefined;
let server: Awaited<ReturnType<typeof startHandlerServer>>;
let poolKeys: (typeof tables.identitySigningKeys.$inferSelect)[] | undefined;

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  server = await startHandlerServer(async (request) => {
    if (new URL(request.url).pathname.endsWith('/.well-known/jwks.json'))
      return Response.json(await pool.jwks());
    if (poolFailure) return Response.json({ __type: poolFailure, message: 'Failing.' }, { status: 500 });
    return pool.handle(request);
  });
  poolOrigin = new URL(server.url).origin;
  // Read by lib/config on its first use, in the tests below.
  process.env.COGNITO_USER_POOL_ID = BUILT_IN_USER_POOL_ID;
  process.env.COGNITO_CLIENT_ID = BUILT_IN_CLIENT_ID;
  process.env.COGNITO_ISSUER_URL = pool.issuer();
  process.env.COGNITO_ENDPOINT_URL = server.url;
});

afterAll(async () => {
  delete process.env.COGNITO_USER_POOL_ID;
  delete process.env.COGNITO_CLIENT_ID;
  delete process.env.COGNITO_ISSUER_URL;
  delete process.env.COGNITO_ENDPOINT_URL;
  await server.close();
});

beforeEach(() => {
  poolFailure = undefined;
});

describeWithDatabase('the sign-in settings the dashboard shows, on a Cognito pool', (database) => {
  const driver = identityDriver(pool.handle, () => '198.51.100.34');

  // One pool, one key set: the site keeps the set it fetched, so the pool's key moves with it
  // to the next test database.
  beforeAll(async () => {
    const { db } = database();
    if (poolKeys) {
      await db.insert(tables.identitySigningKeys).values(poolKeys);
    } else {
      await pool.jwks();
      poolKeys = await db.select().from(tables.identitySigningKeys);
    }
  });

  const sessionOf = async (tokens: { IdToken: string; AccessToken: string }) => {
    const request = new Request('http://localhost/dashboard', {
      headers: { cookie: amplifyCookies(tokens) },
    });
    const session = await sessionWithAccessToken(request);
    if (!session) throw new Error('The tokens did not make a session.');
    return session;
  };

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
    poolFailure = 'InternalErrorException';
    const failure = await mfaPreferenceOf(session).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ kind: 'upstream_failed' });
  });
});
