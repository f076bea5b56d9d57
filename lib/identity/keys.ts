import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { asc, eq, inArray, max } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { config } from '@/lib/config/server';
import { dataDirSecret } from '@/lib/config/server';
import { tables, type Database } from '@/lib/db/server';
import { lifetimes } from './constants';

/**
 * The token signing keys. Each private key is stored sealed (AES-256-GCM, bound to its key id)
 * with a key derived from IDENTITY_KEY_SECRET, generated into the data directory in the embedded
 * profile: a copy of the database alone cannot mint tokens. A rotation adds a key; the key set
 * (JWKS) serves every stored key, and the newest one signs once every instance has had time to
 * learn it, so a token signed anywhere verifies everywhere.
 */
export type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK; decoySecret: Buffer };
export type JsonWebKeySet = { keys: JWK[] };

/** How long an instance keeps the keys it read before reading them again. */
const KEY_CACHE_MS = 60 * 1000;
/** A new key signs only after every instance has re-read the key set (twice the cache time). */
export const KEY_PUBLISH_DELAY_MS = 2 * KEY_CACHE_MS;
/** The longest a token signed by a key can be presented after the key stopped signing. */
const TOKEN_LIFETIME_MS = Math.max(lifetimes.accessTokenSeconds, lifetimes.idTokenSeconds) * 1000;
/** Keys older than this are replaced by the `rotate-signing-key` job. */
export const KEY_ROTATION_AGE_MS = 90 * 24 * 60 * 60 * 1000;

const SEAL_VERSION = 'v1';

async function masterSecret(): Promise<Buffer> {
  const { identityKeySecret } = config();
  return identityKeySecret
    ? Buffer.from(identityKeySecret)
    : dataDirSecret('identity-key-secret', 'IDENTITY_KEY_SECRET');
}

const derived = (secret: Buffer, purpose: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'coastline-print-identity', purpose, 32));

/** What a sealed text is: each purpose seals under its own derived key. */
type SealPurpose = 'signing-key-seal' | 'totp-secret-seal';

/** AES-256-GCM under a key derived for `purpose`, bound to `binding` (whose secret it is). */
function seal(plain: string, binding: string, secret: Buffer, purpose: SealPurpose): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derived(secret, purpose), iv);
  cipher.setAAD(Buffer.from(binding));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [SEAL_VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The sealed text, or undefined when it was not sealed by this secret for this purpose and binding. */
function unseal(sealed: string, binding: string, secret: Buffer, purpose: SealPurpose): string | undefined {
  const [version, iv, tag, body] = sealed.split('.');
  try {
    if (version !== SEAL_VERSION || !iv || !tag || !body) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', derived(secret, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(binding));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return undefined;
  }
}

const wrongSecret = (what: string) =>
  new Error(
    `${what} cannot be unsealed: IDENTITY_KEY_SECRET (or DATA_DIR/identity-key-secret) is not the one it was sealed with.`,
  );

function sealPrivateKey(privateJwk: JWK, kid: string, secret: Buffer): string {
  return seal(JSON.stringify(privateJwk), kid, secret, 'signing-key-seal');
}

function unsealPrivateKey(sealed: string, kid: string, secret: Buffer): JWK {
  const plain = unseal(sealed, kid, secret, 'signing-key-seal');
  // Never fall back to anything: a server that cannot open its keys must not sign.
  if (plain === undefined) throw wrongSecret(`The identity signing key ${kid}`);
  return JSON.parse(plain) as JWK;
}

/**
 * An account's own secret (the authenticator app's TOTP key), sealed as the signing keys are
 * and bound to the account: a copy of the database alone yields no second factor, and a
 * sealed value moved to another account does not open.
 */
export async function sealUserSecret(plain: string, userId: string): Promise<string> {
  return seal(plain, userId, await masterSecret(), 'totp-secret-seal');
}

export async function unsealUserSecret(sealed: string, userId: string): Promise<string> {
  const plain = unseal(sealed, userId, await masterSecret(), 'totp-secret-seal');
  if (plain === undefined) throw wrongSecret(`The authenticator secret of account ${userId}`);
  return plain;
}

type KeyRow = typeof tables.identitySigningKeys.$inferSelect;

async function newKeyRow(generation: number, secret: Buffer) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', {
    modulusLength: 2048,
    extractable: true,
  });
  const kid = randomUUID();
  return {
    kid,
    generation,
    sealedPrivateKey: sealPrivateKey(await exportJWK(privateKey), kid, secret),
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  };
}

const keyRows = (db: Database) =>
  db.select().from(tables.identitySigningKeys).orderBy(asc(tables.identitySigningKeys.generation));

/** Seals a row stored before keys were sealed, and forgets its plain private key. */
async function sealStoredPlainKeys(db: Database, rows: KeyRow[], secret: Buffer): Promise<void> {
  for (const row of rows.filter((candidate) => candidate.privateJwk)) {
    await db
      .update(tables.identitySigningKeys)
      .set({ sealedPrivateKey: sealPrivateKey(row.privateJwk as JWK, row.kid, secret), privateJwk: null })
      .where(eq(tables.identitySigningKeys.kid, row.kid));
  }
}

/** The key that signs now: the newest one published long enough, else the oldest (a first key signs at once). */
function signingRow(rows: KeyRow[], now: Date): KeyRow {
  const published = rows.filter((row) => now.getTime() - row.createdAt.getTime() >= KEY_PUBLISH_DELAY_MS);
  return published.at(-1) ?? rows[0]!;
}

type KeySet = { rows: KeyRow[]; secret: Buffer; readAt: number };

async function readKeys(db: Database): Promise<KeySet> {
  const secret = await masterSecret();
  let rows = await keyRows(db);
  if (rows.length === 0) {
    // Instances racing here all read back the one first key that won.
    await db
      .insert(tables.identitySigningKeys)
      .values(await newKeyRow(1, secret))
      .onConflictDoNothing({ target: tables.identitySigningKeys.generation });
    rows = await keyRows(db);
  }
  if (rows.some((row) => row.privateJwk)) {
    await sealStoredPlainKeys(db, rows, secret);
    rows = await keyRows(db);
  }
  return { rows, secret, readAt: Date.now() };
}

const cache = new WeakMap<Database, Promise<KeySet>>();

function storedKeys(db: Database): Promise<KeySet> {
  const cached = cache.get(db);
  const fresh = cached?.then((keys) => Date.now() - keys.readAt < KEY_CACHE_MS);
  const reread = () => {
    const keys = readKeys(db);
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
    return keys;
  };
  if (!cached || !fresh) return reread();
  return fresh.then((isFresh) => (isFresh ? cached : reread()), reread);
}

/** Reads the keys again at the next use (after a rotation here, or keys replaced in the database). */
export function forgetStoredKeys(db: Database): void {
  cache.delete(db);
}

const privateKeys = new Map<string, Promise<CryptoKey>>();

/** The key that signs tokens now, and the secret that keys the service's decoys (the same on every instance). */
export async function signingKey(db: Database, now = new Date()): Promise<SigningKey> {
  const { rows, secret } = await storedKeys(db);
  const row = signingRow(rows, now);
  // Keyed by the sealed text itself: it names one key under one secret, whatever the kid says.
  const sealed = row.sealedPrivateKey ?? '';
  let privateKey = privateKeys.get(sealed);
  if (!privateKey) {
    privateKey = importJWK(unsealPrivateKey(sealed, row.kid, secret), 'RS256') as Promise<CryptoKey>;
    privateKey.catch(() => privateKeys.delete(sealed));
    privateKeys.set(sealed, privateKey);
  }
  return {
    kid: row.kid,
    privateKey: await privateKey,
    publicJwk: row.publicJwk as JWK,
    decoySecret: derived(secret, 'decoys'),
  };
}

/** Every stored key's public half: tokens of the key that signed before a rotation still verify. */
export async function publicKeySet(db: Database): Promise<JsonWebKeySet> {
  return { keys: (await storedKeys(db)).rows.map((row) => row.publicJwk as JWK) };
}

export type KeyRotation =
  { rotated: true; kid: string; signsFrom: Date } | { rotated: false; reason: string };

/**
 * Adds a new signing key; it signs once published (KEY_PUBLISH_DELAY_MS). Keys before the one
 * signing now are dropped: they stopped signing when it took over. Refused while that happened
 * too recently for their tokens to have expired, or while the last new key is still unpublished.
 */
export async function rotateSigningKey(db: Database, now = new Date()): Promise<KeyRotation> {
  const { rows, secret } = await readKeys(db);
  const signing = signingRow(rows, now);
  if (signing !== rows.at(-1)) {
    return { rotated: false, reason: 'The last new key does not sign yet; rotate again later.' };
  }
  const predecessor = rows.filter((row) => row.generation < signing.generation);
  const tookOver = signing.createdAt.getTime() + KEY_PUBLISH_DELAY_MS;
  if (predecessor.length > 0 && now.getTime() - tookOver < TOKEN_LIFETIME_MS) {
    return {
      rotated: false,
      reason: `The key was rotated less than ${TOKEN_LIFETIME_MS / 60_000} minutes ago: tokens signed before it are still valid.`,
    };
  }
  const [{ latest } = { latest: 0 }] = await db
    .select({ latest: max(tables.identitySigningKeys.generation) })
    .from(tables.identitySigningKeys);
  const added = await newKeyRow((latest ?? 0) + 1, secret);
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tables.identitySigningKeys)
      .values(added)
      .onConflictDoNothing({ target: tables.identitySigningKeys.generation })
      .returning({ kid: tables.identitySigningKeys.kid });
    if (row && predecessor.length > 0) {
      await tx.delete(tables.identitySigningKeys).where(
        inArray(
          tables.identitySigningKeys.kid,
          predecessor.map((old) => old.kid),
        ),
      );
    }
    return row;
  });
  // Another rotation took the same generation at the same moment: that one stands.
  if (!inserted) return { rotated: false, reason: 'Another rotation ran at the same moment.' };
  forgetStoredKeys(db);
  return { rotated: true, kid: added.kid, signsFrom: new Date(now.getTime() + KEY_PUBLISH_DELAY_MS) };
}

/** The periodic job: a new key once the one signing is KEY_ROTATION_AGE_MS old. */
export async function rotateSigningKeyIfDue(db: Database, now = new Date()): Promise<number> {
  const { rows } = await readKeys(db);
  const signing = signingRow(rows, now);
  if (now.getTime() - signing.createdAt.getTime() < KEY_ROTATION_AGE_MS) return 0;
  return (await rotateSigningKey(db, now)).rotated ? 1 : 0;
}

/** What the console shows: each key's id, age and role. */
export async function signingKeyStatus(
  db: Database,
  now = new Date(),
): Promise<{ kid: string; createdAt: Date; role: 'signing' | 'retiring' | 'publishing' }[]> {
  const { rows } = await readKeys(db);
  const signing = signingRow(rows, now);
  return rows.map((row) => ({
    kid: row.kid,
    createdAt: row.createdAt,
    role: row === signing ? 'signing' : row.generation < signing.generation ? 'retiring' : 'publishing',
  }));
}
