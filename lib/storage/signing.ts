import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { config } from '@/lib/config';

let secret: Promise<Buffer> | undefined;

/**
 * The upload signing key: UPLOAD_SIGNING_SECRET when set, otherwise one generated on first
 * use and kept in the data directory, so URLs signed before a restart stay valid.
 */
async function signingSecret(): Promise<Buffer> {
  const { uploadSigningSecret, dataDir } = config();
  if (uploadSigningSecret) return Buffer.from(uploadSigningSecret);
  const file = path.join(dataDir, 'upload-signing-secret');
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  } catch {
    await mkdir(dataDir, { recursive: true });
    const generated = randomBytes(32);
    // 'wx' keeps the first writer's key if two requests race to create it.
    await writeFile(file, generated.toString('base64url'), { mode: 0o600, flag: 'wx' }).catch(
      () => undefined,
    );
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  }
}

export type UploadGrant = { key: string; type: string; expires: number };

function payload({ key, type, expires }: UploadGrant): string {
  return ['PUT', key, type, String(expires)].join('\n');
}

export async function signUpload(grant: UploadGrant): Promise<string> {
  secret ??= signingSecret();
  return createHmac('sha256', await secret)
    .update(payload(grant))
    .digest('base64url');
}

/** True when the signature is ours for exactly this key, type and expiry, and not expired. */
export async function verifyUpload(
  grant: UploadGrant,
  signature: string,
  now = Date.now(),
): Promise<boolean> {
  if (!Number.isFinite(grant.expires) || grant.expires * 1000 < now) return false;
  const expected = Buffer.from(await signUpload(grant));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
