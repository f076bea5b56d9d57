import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify } from 'jose';
import { getDatabase, tables } from '@/lib/db/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { testDataDir } from '@/tests/helpers/quotes';
import {
  KEY_PUBLISH_DELAY_MS,
  KEY_ROTATION_AGE_MS,
  forgetStoredKeys,
  publicKeySet,
  rotateSigningKey,
  rotateSigningKeyIfDue,
  signingKey,
} from './keys';

/*
 * The token signing keys at rest and in rotation: a copy of the database alone never holds a
 * usable private key, a key stored before sealing is sealed on first use, a rotation publishes
 * the new key before it signs and keeps the old one verifying until its tokens have expired.
 */
const MINUTE = 60 * 1000;
const dataDir = testDataDir();

async function storedKeys() {
  const { db } = await getDatabase();
  return db.select().from(tables.identitySigningKeys).orderBy(tables.identitySigningKeys.generation);
}

/** An empty key table, as on a new database (each test starts its own keys). */
async function freshKeys() {
  const { db } = await getDatabase();
  await db.delete(tables.identitySigningKeys);
  forgetStoredKeys(db);
  return db;
}

/** A token signed by the key signing at `at`, verified against the key set as published then. */
async function signedAndVerified(at: Date): Promise<string> {
  const { db } = await getDatabase();
  const key = await signingKey(db, at);
  const token = await new SignJWT({ sub: 'someone' })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key.privateKey);
  await jwtVerify(token, createLocalJWKSet(await publicKeySet(db)));
  return key.kid;
}

describeWithDatabase('the token signing keys', () => {
  it('stores the private key sealed: the row holds no private part in the clear', async () => {
    const db = await freshKeys();
    const key = await signingKey(db);
    const [row] = await storedKeys();
    expect(row).toMatchObject({ kid: key.kid, generation: 1, privateJwk: null });
    // Version, nonce, tag and ciphertext: no JSON (no "d" member) anywhere in the stored text.
    expect(row!.sealedPrivateKey).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]{1000,}$/);
    expect(Object.keys(row!.publicJwk).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
  });

  it('seals a key stored in the clear before keys were sealed, and keeps signing with it', async () => {
    const db = await freshKeys();
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = 'stored-before-sealing';
    await db.insert(tables.identitySigningKeys).values({
      kid,
      generation: 1,
      privateJwk: { ...(await exportJWK(privateKey)) },
      publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
    });
    expect(await signedAndVerified(new Date())).toBe(kid);
    const [row] = await storedKeys();
    expect(row!.privateJwk).toBeNull();
    expect(row!.sealedPrivateKey).toMatch(/^v1\./);
  });

  it('refuses to sign with a key sealed under another secret, naming the setting', async () => {
    const db = await freshKeys();
    await signingKey(db);
    await jest.isolateModulesAsync(async () => {
      const saved = process.env.IDENTITY_KEY_SECRET;
      process.env.IDENTITY_KEY_SECRET = 'another-secret-entirely-0123456789abcdef';
      try {
        const keys = await import('./keys');
        await expect(keys.signingKey(db)).rejects.toThrow(
          /cannot be unsealed: IDENTITY_KEY_SECRET .* is not the one it was sealed with/,
        );
      } finally {
        process.env.IDENTITY_KEY_SECRET = saved;
      }
    });
  });

  it('generates the embedded profile its secret in the data directory, readable by the server only', async () => {
    const db = await freshKeys();
    await jest.isolateModulesAsync(async () => {
      const saved = process.env.IDENTITY_KEY_SECRET;
      delete process.env.IDENTITY_KEY_SECRET;
      try {
        const keys = await import('./keys');
        const first = await keys.signingKey(db);
        const file = path.join(dataDir, 'identity-key-secret');
        expect(existsSync(file)).toBe(true);
        expect(statSync(file).mode & 0o777).toBe(0o600);
        expect((await keys.signingKey(db)).kid).toBe(first.kid);
      } finally {
        process.env.IDENTITY_KEY_SECRET = saved;
      }
    });
  });

  it('publishes a new key before it signs, and keeps the old one verifying until its tokens expire', async () => {
    const db = await freshKeys();
    const start = new Date();
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    const first = await signedAndVerified(start);

    const rotation = await rotateSigningKey(db, start);
    expect(rotation).toMatchObject({ rotated: true });
    const second = rotation.rotated ? rotation.kid : '';
    expect((await publicKeySet(db)).keys.map((key) => key.kid)).toEqual([first, second]);
    // Until every instance has re-read the key set, the first key still signs.
    expect(await signedAndVerified(start)).toBe(first);
    expect(await signedAndVerified(at(KEY_PUBLISH_DELAY_MS / MINUTE + 1))).toBe(second);

    expect(await rotateSigningKey(db, start)).toEqual({
      rotated: false,
      reason: 'The last new key does not sign yet; rotate again later.',
    });
    // The first key's tokens live an hour after it stopped signing: it may not be dropped yet.
    expect(await rotateSigningKey(db, at(30))).toMatchObject({
      rotated: false,
      reason: expect.stringMatching(/less than 60 minutes ago/),
    });
    const third = await rotateSigningKey(db, at(KEY_PUBLISH_DELAY_MS / MINUTE + 61));
    expect(third).toMatchObject({ rotated: true });
    expect((await storedKeys()).map((row) => row.kid)).toEqual([second, third.rotated ? third.kid : '']);
  });

  it('lets exactly one of two simultaneous rotations add a key', async () => {
    const db = await freshKeys();
    await signingKey(db);
    const results = await Promise.all([rotateSigningKey(db), rotateSigningKey(db)]);
    expect(results.filter((result) => result.rotated)).toHaveLength(1);
    expect(await storedKeys()).toHaveLength(2);
  });

  it('rotates on its own once the signing key is 90 days old', async () => {
    const db = await freshKeys();
    await signingKey(db);
    expect(await rotateSigningKeyIfDue(db)).toBe(0);
    expect(await rotateSigningKeyIfDue(db, new Date(Date.now() + KEY_ROTATION_AGE_MS + MINUTE))).toBe(1);
    expect(await storedKeys()).toHaveLength(2);
  });
});
