import 'server-only';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { MAX_ARTWORK_BYTES } from '@/lib/constants';
import { ApiError, errors } from '@/lib/http/errors';
import { artworkTypeMessage, artworkTypes, isArtworkType, SIGNATURE_BYTES } from './file-types';
import { signUpload, verifyUpload } from './signing';
import type { ArtworkStorage } from './types';

const UPLOAD_PATH = '/api/uploads/';
const URL_LIFETIME_SECONDS = 15 * 60;
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[a-z0-9._-]{1,80}$/;
export const fileTooLargeMessage = 'The file is larger than 50 MB.';

function safeName(fileName: string): string {
  const cleaned = path
    .basename(fileName)
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '');
  return cleaned.slice(-80) || 'artwork';
}

/** Counts bytes as they pass (413 past the limit) and checks the first bytes' signature. */
class ArtworkGuard extends Transform {
  private received = 0;
  private head: Buffer[] = [];
  private judged = false;

  constructor(private readonly type: string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.received += chunk.length;
    if (this.received > MAX_ARTWORK_BYTES) return callback(errors.payloadTooLarge(fileTooLargeMessage));
    if (!this.judged) {
      this.head.push(chunk);
      if (this.received >= SIGNATURE_BYTES && !this.judge()) return callback(this.mismatch());
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (!this.judged && !this.judge()) return callback(this.mismatch());
    callback();
  }

  private judge(): boolean {
    this.judged = true;
    const head = Buffer.concat(this.head).subarray(0, SIGNATURE_BYTES);
    this.head = [];
    return artworkTypes[this.type]?.signature(head) ?? false;
  }

  private mismatch() {
    return errors.unsupportedMediaType(
      `The file's contents do not match its type. ${artworkTypeMessage}`,
      'file',
    );
  }
}

export function localStorage(
  root: string,
  siteUrl: string,
): ArtworkStorage & {
  receive(
    key: string,
    query: URLSearchParams,
    contentType: string | null,
    body: ReadableStream<Uint8Array> | null,
    declaredLength: string | null,
  ): Promise<void>;
  open(key: string): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | undefined>;
} {
  const fileOf = (key: string) => path.join(root, key);

  return {
    async presignUpload({ fileName, fileType }) {
      const key = `${randomUUID()}-${safeName(fileName)}`;
      const expires = Math.floor(Date.now() / 1000) + URL_LIFETIME_SECONDS;
      const signature = await signUpload({ key, type: fileType, expires });
      const query = new URLSearchParams({ expires: String(expires), type: fileType, signature });
      return { uploadURL: `${siteUrl}${UPLOAD_PATH}${key}?${query.toString()}` };
    },

    async hasFile(fileUrl) {
      const prefix = `${siteUrl}${UPLOAD_PATH}`;
      const key = fileUrl.startsWith(prefix) ? fileUrl.slice(prefix.length) : '';
      if (!KEY_PATTERN.test(key)) return false;
      return stat(fileOf(key)).then(
        (info) => info.isFile(),
        () => false,
      );
    },

    async receive(key, query, contentType, body, declaredLength) {
      const type = query.get('type') ?? '';
      const grant = { key, type, expires: Number(query.get('expires')) };
      if (!KEY_PATTERN.test(key) || !(await verifyUpload(grant, query.get('signature') ?? ''))) {
        throw new ApiError(
          403,
          'InvalidSignature',
          'The upload link is invalid or has expired. Please try again.',
        );
      }
      if (!isArtworkType(type) || contentType?.split(';')[0]?.trim().toLowerCase() !== type) {
        throw errors.unsupportedMediaType(artworkTypeMessage, 'Content-Type');
      }
      if (Number(declaredLength) > MAX_ARTWORK_BYTES) throw errors.payloadTooLarge(fileTooLargeMessage);
      if (!body) throw errors.badRequest('The file is empty.', 'file');

      await mkdir(root, { recursive: true });
      const partial = `${fileOf(key)}.${randomUUID()}.part`;
      try {
        await pipeline(
          Readable.fromWeb(body as WebReadableStream<Uint8Array>),
          new ArtworkGuard(type),
          createWriteStream(partial),
        );
        await rename(partial, fileOf(key));
      } catch (error) {
        await unlink(partial).catch(() => undefined);
        throw error;
      }
    },

    async removeAbandoned({ olderThanMs, inUse }) {
      const cutoff = Date.now() - olderThanMs;
      const names = await readdir(root).catch(() => [] as string[]);
      const old: string[] = [];
      for (const name of names) {
        const info = await stat(fileOf(name)).catch(() => undefined);
        if (info?.isFile() && info.mtimeMs < cutoff) old.push(name);
      }
      // Partial files of uploads cut off mid-way are nobody's, so they go too.
      const kept = old.length ? await inUse(old) : new Set<string>();
      const abandoned = old.filter((name) => !kept.has(name));
      for (const name of abandoned) await unlink(fileOf(name)).catch(() => undefined);
      return abandoned.length;
    },

    async open(key) {
      if (!KEY_PATTERN.test(key)) return undefined;
      const info = await stat(fileOf(key)).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return {
        stream: Readable.toWeb(createReadStream(fileOf(key))) as ReadableStream<Uint8Array>,
        size: info.size,
      };
    },
  };
}
