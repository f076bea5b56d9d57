import { tables, type DatabaseHandle } from '@/lib/db/server';
import { BUILT_IN_CLIENT_ID, BUILT_IN_USER_POOL_ID, createIdentityService } from '@/lib/identity/server';
import { createMemoryLimiter } from '@/lib/rate-limit/server';
import { startHandlerServer } from '@/tests/helpers/identity-server';

type KeyRow = typeof tables.identitySigningKeys.$inferSelect;

/**
 * The site configured with an Amazon Cognito pool, for a test file: the pool is a
 * Cognito-compatible stand-in on a local port (the built-in service's code, serving the wire
 * protocol and the key set at `<issuer>/.well-known/jwks.json` as Cognito does). Starts before
 * the file's tests and stops after them.
 *
 * `now` sets the pool's clock, for tokens signed in the past.
 */
export function cognitoPoolStandIn(options: { now?: () => Date } = {}) {
  let origin = '';
  /** When set, the pool answers every call but the key set with this error, as a failing Cognito does. */
  let failure: string | undefined;
  const limiter = createMemoryLimiter();
  const pool = createIdentityService({
    ...(options.now && { now: options.now }),
    limiter: () => limiter,
    siteUrl: () => origin,
  });
  let server: Awaited<ReturnType<typeof startHandlerServer>>;
  let keys: KeyRow[] | undefined;

  beforeAll(async () => {
    server = await startHandlerServer(async (request) => {
      if (new URL(request.url).pathname.endsWith('/.well-known/jwks.json'))
        return Response.json(await pool.jwks());
      if (failure) return Response.json({ __type: failure, message: 'Failing.' }, { status: 500 });
      return pool.handle(request);
    });
    origin = new URL(server.url).origin;
    // Read by lib/config on its first use, in the file's tests.
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
    failure = undefined;
  });

  return {
    pool,
    /** From now until the next test, the pool fails with this error type. */
    failWith(type: string) {
      failure = type;
    },
    /**
     * In a `describeWithDatabase` body: one pool, one key set. The site keeps the set it fetched
     * (jose fetches it again at most every 30 s), so the pool's key moves with it to each test
     * database.
     */
    keepKeySetIn(database: () => DatabaseHandle) {
      beforeAll(async () => {
        const { db } = database();
        if (keys) {
          await db.insert(tables.identitySigningKeys).values(keys);
        } else {
          await pool.jwks();
          keys = await db.select().from(tables.identitySigningKeys);
        }
      });
    },
  };
}
