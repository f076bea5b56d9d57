import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import { tables, type Database } from '@/lib/db';

/**
 * The signing key, and the secret that keys the service's decoys (derived from the private
 * key, so every instance on the shared database holds the same one and no file is needed).
 */
export type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK; decoySecret: Buffer };
export type JsonWebKeySet = { keys: JWK[] };

const SLOT = 'current';

// The key never changes once stored, so caching it per database is safe across instances.
const cache = new WeakMap<Database, Promise<SigningKey>>();

async function loadOrCreate(db: Database): Promise<SigningKey> {
  const select = () =>
    db.select().from(tables.identitySigningKeys).where(eq(tables.identitySigningKeys.slot, SLOT)).limit(1);
  let [row] = await select();
  if (!row) {
    const { privateKey, publicKey } = await generateKeyPair('RS256', {
      modulusLength: 2048,
      extractable: true,
    });
    const kid = randomUUID();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    // Instances racing here all read back the one row that won.
    await db
      .insert(tables.identitySigningKeys)
      .values({ kid, slot: SLOT, privateJwk: await exportJWK(privateKey), publicJwk })
      .onConflictDoNothing({ target: tables.identitySigningKeys.slot });
    [row] = await select();
  }
  if (!row) throw new Error('The identity signing key could not be stored.');
  const privateJwk = row.privateJwk as JWK;
  const privateKey = (await importJWK(privateJwk, 'RS256')) as CryptoKey;
  const decoySecret = createHash('sha256')
    .update(`identity-decoy:${privateJwk.d ?? ''}`)
    .digest();
  return { kid: row.kid, privateKey, publicJwk: row.publicJwk as JWK, decoySecret };
}

export function signingKey(db: Database): Promise<SigningKey> {
  let key = cache.get(db);
  if (!key) {
    key = loadOrCreate(db).catch((error: unknown) => {
      cache.delete(db);
      throw error;
    });
    cache.set(db, key);
  }
  return key;
}

export async function publicKeySet(db: Database): Promise<JsonWebKeySet> {
  return { keys: [(await signingKey(db)).publicJwk] };
}
