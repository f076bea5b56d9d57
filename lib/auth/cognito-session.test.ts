import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { amplifyCookieName } from './cookies';
import { sessionFromRequest } from './session';
import { isStaff } from './staff';

/*
 * The Cognito branch of the server session check, end to end: a local HTTP server publishes a
 * key set at `<issuer>/.well-known/jwks.json` as a Cognito user pool does, the app is
 * configured with that issuer (COGNITO_ISSUER_URL), and tokens shaped like Cognito's arrive
 * in Amplify's cookies.
 */
const userPoolId = 'us-west-2_LocalPool1';
const clientId = 'local-cognito-client';
const username = '7d2f0c4e-0000-4000-8000-00000000c0de';

let server: Server;
let issuer: string;
let poolKey: CryptoKey;
let keySetRequests: string[] = [];

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  poolKey = pair.privateKey;
  const keySet = {
    keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'pool-key-1', alg: 'RS256', use: 'sig' }],
  };
  server = createServer((request, response) => {
    keySetRequests.push(request.url ?? '');
    if (request.url !== `/${userPoolId}/.well-known/jwks.json`) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(keySet));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${userPoolId}`;
  // Read by lib/config on first use, which happens in the tests below.
  process.env.COGNITO_USER_POOL_ID = userPoolId;
  process.env.COGNITO_CLIENT_ID = clientId;
  process.env.COGNITO_ISSUER_URL = issuer;
});

afterAll(async () => {
  delete process.env.COGNITO_USER_POOL_ID;
  delete process.env.COGNITO_CLIENT_ID;
  delete process.env.COGNITO_ISSUER_URL;
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  keySetRequests = [];
});

type Overrides = { claims?: JWTPayload; key?: CryptoKey };

/** A request carrying the ID and access tokens Cognito would issue, in Amplify's cookies. */
async function requestWithTokens({ claims = {}, key = poolKey }: Overrides = {}): Promise<Request> {
  const now = Math.floor(Date.now() / 1000);
  const common = {
    sub: username,
    iss: issuer,
    iat: now - 60,
    auth_time: now - 60,
    exp: now + 3600,
    ...claims,
  };
  const sign = (payload: JWTPayload) =>
    new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: 'pool-key-1' }).sign(key);
  const idToken = await sign({
    aud: clientId,
    token_use: 'id',
    'cognito:username': username,
    email: 'grace@example.com',
    email_verified: true,
    name: 'Grace Hopper',
    phone_number: '+17145550123',
    ...common,
  });
  const accessToken = await sign({
    client_id: clientId,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    username,
    ...common,
  });
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  const cookie = [
    `${amplifyCookieName(`${prefix}.LastAuthUser`)}=${username}`,
    `${amplifyCookieName(`${prefix}.${username}.idToken`)}=${idToken}`,
    `${amplifyCookieName(`${prefix}.${username}.accessToken`)}=${accessToken}`,
  ].join('; ');
  return new Request('http://localhost:3000/dashboard', { headers: { cookie } });
}

describe('the session check with an Amazon Cognito user pool', () => {
  it("accepts the pool's tokens, verified with the key set fetched from the issuer", async () => {
    await expect(sessionFromRequest(await requestWithTokens())).resolves.toEqual({
      userId: username,
      email: 'grace@example.com',
      emailVerified: true,
      name: 'Grace Hopper',
      phoneNumber: '+17145550123',
      groups: [],
      authTime: expect.any(Number),
    });
    // Fetched once by the first test; jose keeps it for the process afterwards.
    expect(keySetRequests).toEqual([`/${userPoolId}/.well-known/jwks.json`]);
  });

  it("makes staff of the pool's staff group members only (the cognito:groups claim)", async () => {
    const member = await sessionFromRequest(
      await requestWithTokens({ claims: { 'cognito:groups': ['staff'] } }),
    );
    expect(member?.groups).toEqual(['staff']);
    expect(await isStaff(member)).toBe(true);
    const other = await sessionFromRequest(
      await requestWithTokens({ claims: { 'cognito:groups': ['printers'] } }),
    );
    expect(await isStaff(other)).toBe(false);
    expect(await isStaff(await sessionFromRequest(await requestWithTokens()))).toBe(false);
    // A group claim under a foreign key is no session at all.
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await requestWithTokens({ claims: { 'cognito:groups': ['staff'] }, key: privateKey });
    expect(await isStaff(await sessionFromRequest(forged))).toBe(false);
  });

  it('refuses tokens signed by another key under the same key id', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    await expect(sessionFromRequest(await requestWithTokens({ key: privateKey }))).resolves.toBeUndefined();
  });

  it('refuses expired tokens', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = { iat: now - 7200, auth_time: now - 7200, exp: now - 3600 };
    await expect(sessionFromRequest(await requestWithTokens({ claims: expired }))).resolves.toBeUndefined();
  });

  it('refuses tokens of another pool or another app client', async () => {
    const otherPool = { iss: issuer.replace(userPoolId, 'us-west-2_OtherPool9') };
    await expect(sessionFromRequest(await requestWithTokens({ claims: otherPool }))).resolves.toBeUndefined();
    const otherClient = { aud: 'another-client', client_id: 'another-client' };
    await expect(
      sessionFromRequest(await requestWithTokens({ claims: otherClient })),
    ).resolves.toBeUndefined();
  });
});
