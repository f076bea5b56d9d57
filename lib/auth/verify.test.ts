import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWTPayload,
} from 'jose';
import { amplifyCookieName, readSessionTokens } from './cookies';
import { verifySessionTokens, type TokenIssuer } from './verify';

const issuer = 'http://localhost:3000/api/identity/us-west-2_CoastLocal1';
const clientId = 'coastline-web-client';
const now = new Date('2026-11-22T04:00:00Z');
const nowSeconds = Math.floor(now.getTime() / 1000);
const sub = '3f1c2a9e-0000-4000-8000-000000000001';

let trustedKey: CryptoKey;
let otherKey: CryptoKey;
let trusted: TokenIssuer;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  trustedKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  trusted = { issuer, clientId, keySet: createLocalJWKSet({ keys: [jwk] }) };
});

function sign(payload: JWTPayload, key: CryptoKey = trustedKey): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).sign(key);
}

const times = { iat: nowSeconds - 60, exp: nowSeconds + 3600 };
const idClaims = {
  sub,
  iss: issuer,
  aud: clientId,
  token_use: 'id',
  'cognito:username': sub,
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  phone_number: '+15551230123',
  ...times,
};
const accessClaims = { sub, iss: issuer, client_id: clientId, token_use: 'access', username: sub, ...times };

async function tokens(id: JWTPayload = idClaims, access: JWTPayload = accessClaims, key?: CryptoKey) {
  return { idToken: await sign(id, key), accessToken: await sign(access, key) };
}

function unsigned(payload: JWTPayload): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', kid: 'k1' })}.${part(payload)}.`;
}

describe('verifySessionTokens', () => {
  it('accepts valid tokens and reads the user from the ID token', async () => {
    await expect(verifySessionTokens(await tokens(), trusted, now)).resolves.toEqual({
      userId: sub,
      email: 'ada@example.com',
      emailVerified: false,
      name: 'Ada Lovelace',
      phoneNumber: '+15551230123',
      groups: [],
    });
  });

  it('reports the e-mail as verified only when the ID token says so', async () => {
    for (const [claim, verified] of [
      [true, true],
      ['true', true],
      [false, false],
      [undefined, false],
    ] as const) {
      const session = await verifySessionTokens(
        await tokens({ ...idClaims, email_verified: claim }),
        trusted,
        now,
      );
      expect(session?.emailVerified).toBe(verified);
    }
  });

  it('refuses tokens whose session the issuer says has ended, and asks about that session', async () => {
    const origin = { origin_jti: '0b7c3f0e-1d2a-4c8b-9e6f-5a4b3c2d1e0f' };
    const asked: unknown[] = [];
    const ended = {
      ...trusted,
      sessionIsLive: async (session: { originJti: string; userId: string }) => {
        asked.push(session);
        return false;
      },
    };
    const signed = await tokens({ ...idClaims, ...origin }, { ...accessClaims, ...origin });
    await expect(verifySessionTokens(signed, ended, now)).resolves.toBeUndefined();
    expect(asked).toEqual([{ originJti: origin.origin_jti, userId: sub }]);
    const live = { ...ended, sessionIsLive: async () => true };
    await expect(verifySessionTokens(signed, live, now)).resolves.toMatchObject({ userId: sub });
    // Without a session id there is nothing to check: refused when the issuer can check.
    await expect(verifySessionTokens(await tokens(), live, now)).resolves.toBeUndefined();
  });

  it('rejects tokens signed by another key', async () => {
    await expect(
      verifySessionTokens(await tokens(idClaims, accessClaims, otherKey), trusted, now),
    ).resolves.toBeUndefined();
  });

  it('rejects a forged payload under a genuine signature', async () => {
    const genuine = await tokens();
    const [header, , signature] = genuine.idToken.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...idClaims, email: 'mallory@example.com' })).toString(
      'base64url',
    );
    const forged = { ...genuine, idToken: `${header}.${forgedPayload}.${signature}` };
    await expect(verifySessionTokens(forged, trusted, now)).resolves.toBeUndefined();
  });

  it('rejects alg:none tokens', async () => {
    const none = { idToken: unsigned(idClaims), accessToken: unsigned(accessClaims) };
    await expect(verifySessionTokens(none, trusted, now)).resolves.toBeUndefined();
  });

  it('rejects expired tokens', async () => {
    const expired = { iat: nowSeconds - 7200, exp: nowSeconds - 1 };
    await expect(
      verifySessionTokens(
        await tokens({ ...idClaims, ...expired }, { ...accessClaims, ...expired }),
        trusted,
        now,
      ),
    ).resolves.toBeUndefined();
  });

  it('rejects tokens without an expiry', async () => {
    const noExpiry: JWTPayload = { ...idClaims };
    delete noExpiry.exp;
    await expect(verifySessionTokens(await tokens(noExpiry), trusted, now)).resolves.toBeUndefined();
  });

  it.each([
    ['another issuer', { ...idClaims, iss: 'https://evil.example.com' }, accessClaims],
    ['another app client (aud)', { ...idClaims, aud: 'other-client' }, accessClaims],
    ['another app client (client_id)', idClaims, { ...accessClaims, client_id: 'other-client' }],
    ['an access token in place of the ID token', { ...accessClaims, aud: clientId }, accessClaims],
    ['an ID token in place of the access token', idClaims, { ...idClaims, client_id: clientId }],
    ['tokens of two different users', idClaims, { ...accessClaims, sub: 'someone-else' }],
  ])('rejects %s', async (_, id, access) => {
    await expect(verifySessionTokens(await tokens(id, access), trusted, now)).resolves.toBeUndefined();
  });
});

describe('readSessionTokens', () => {
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  const jar = (entries: Record<string, string>) => ({
    get: (name: string) => (name in entries ? { value: entries[name] as string } : undefined),
  });

  it('finds the last user’s tokens', () => {
    const found = readSessionTokens(
      jar({
        [`${prefix}.LastAuthUser`]: sub,
        [`${prefix}.${sub}.idToken`]: 'id',
        [`${prefix}.${sub}.accessToken`]: 'access',
      }),
      clientId,
    );
    expect(found).toEqual({ idToken: 'id', accessToken: 'access' });
  });

  it('finds nothing without the last-user cookie or a token', () => {
    expect(readSessionTokens(jar({ [`${prefix}.${sub}.idToken`]: 'id' }), clientId)).toBeUndefined();
    expect(
      readSessionTokens(
        jar({ [`${prefix}.LastAuthUser`]: sub, [`${prefix}.${sub}.idToken`]: 'id' }),
        clientId,
      ),
    ).toBeUndefined();
  });

  it('encodes names the way js-cookie writes them', () => {
    expect(amplifyCookieName('a.b@c d+e#f(g)')).toBe('a.b%40c%20d+e#f%28g%29');
  });
});
