import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '@/lib/config/server';
import { dataDirSecret } from '@/lib/config/server';

let secret: Promise<Buffer> | undefined;

/**
 * The local store's signing key: UPLOAD_SIGNING_SECRET when set; otherwise, in the embedded
 * profile only, one generated on first use and kept in the data directory, so URLs signed
 * before a restart stay valid. With a shared database several instances may serve one
 * site, and a key of one instance's own would refuse the others' URLs.
 */
async function signingSecret(): Promise<Buffer> {
  const { uploadSigningSecret } = config();
  if (uploadSigningSecret) return Buffer.from(uploadSigningSecret);
  return dataDirSecret('upload-signing-secret', 'UPLOAD_SIGNING_SECRET (or S3_BUCKET)');
}

/** An upload: this key, this type, this exact size when given, until `expires` (seconds). */
type UploadGrant = { key: string; type: string; size?: number; expires: number };
/** A download of this key until `expires` (seconds). */
type DownloadGrant = { key: string; expires: number };

async function sign(fields: string[]): Promise<string> {
  secret ??= signingSecret();
  return createHmac('sha256', await secret)
    .update(fields.join('\n'))
    .digest('base64url');
}

const uploadFields = ({ key, type, size, expires }: UploadGrant) => [
  'PUT',
  key,
  type,
  size === undefined ? '' : String(size),
  String(expires),
];
const downloadFields = ({ key, expires }: DownloadGrant) => ['GET', key, String(expires)];

export const signUpload = (grant: UploadGrant) => sign(uploadFields(grant));
export const signDownload = (grant: DownloadGrant) => sign(downloadFields(grant));

async function verify(fields: string[], expires: number, signature: string, now: number): Promise<boolean> {
  if (!Number.isFinite(expires) || expires * 1000 < now) return false;
  const expected = Buffer.from(await sign(fields));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** True when the signature is ours for exactly this grant, and not expired. */
export const verifyUpload = (grant: UploadGrant, signature: string, now = Date.now()) =>
  verify(uploadFields(grant), grant.expires, signature, now);
export const verifyDownload = (grant: DownloadGrant, signature: string, now = Date.now()) =>
  verify(downloadFields(grant), grant.expires, signature, now);
