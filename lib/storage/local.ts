import 'server-only';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, open, readdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { MAX_ARTWORK_BYTES } from '@/lib/constants';
import { DomainError } from '@/lib/errors';
import { refuseMalware } from '@/lib/malware-scan/server';
import {
  artworkNameOf,
  DOWNLOAD_URL_LIFETIME_SECONDS,
  fileTooLargeMessage,
  isArtworkName,
  newArtworkName,
  UPLOAD_URL_LIFETIME_SECONDS,
} from './artwork-names';
import {
  artworkTypeMessage,
  contentsMismatchMessage,
  isArtworkType,
  startsLikeArtwork,
  SIGNATURE_BYTES,
} from './file-types';
import { signDownload, signUpload, verifyDownload, verifyUpload } from './signing';
import { photoFileType } from './photo-names';
import type { ArtworkStorage, PhotoFiles } from './types';

const UPLOAD_PATH = '/api/uploads/';
/** Uploads being received; a crash leaves them behind, and they are never served from here. */
const PARTIAL_DIR = '.partial';
/** Product photos, in a folder of their own: the sweep of abandoned uploads reads files only. */
const PHOTO_DIR = 'photos';

const invalidLink = () =>
  new DomainError('forbidden', 'The upload link is invalid or has expired. Please try again.', {
    code: 'InvalidSignature',
  });
const sizeMismatch = () =>
  new DomainError('bad_request', "The file's size does not match the size given for the upload link.", {
    field: 'Content-Length',
  });
const linkUsed = () =>
  new DomainError('conflict', 'This upload link has already been used. Please upload the file again.');

/** Counts bytes as they pass (the signed size or 50 MB at most) and checks the first bytes' signature. */
class ArtworkGuard extends Transform {
  private received = 0;
  private head: Buffer[] = [];
  private judged = false;

  constructor(
    private readonly type: string,
    private readonly size: number | undefined,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.received += chunk.length;
    if (this.received > MAX_ARTWORK_BYTES) return callback(new DomainError('too_large', fileTooLargeMessage));
    if (this.size !== undefined && this.received > this.size) return callback(sizeMismatch());
    if (!this.judged) {
      this.head.push(chunk);
      if (this.received >= SIGNATURE_BYTES && !this.judge()) return callback(this.mismatch());
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (!this.judged && !this.judge()) return callback(this.mismatch());
    if (this.size !== undefined && this.received !== this.size) return callback(sizeMismatch());
    callback();
  }

  private judge(): boolean {
    this.judged = true;
    const head = Buffer.concat(this.head);
    this.head = [];
    return startsLikeArtwork(this.type, head);
  }

  private mismatch() {
    return new DomainError('unsupported_type', contentsMismatchMessage, { field: 'file' });
  }
}

const isFile = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );

export function localStorage(
  root: string,
  siteUrl: string,
): ArtworkStorage &
  PhotoFiles & {
    receive(
      key: string,
      query: URLSearchParams,
      contentType: string | null,
      body: ReadableStream<Uint8Array> | null,
      declaredLength: string | null,
    ): Promise<void>;
    open(
      key: string,
      query: URLSearchParams,
    ): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | undefined>;
    removePartialUploads(): Promise<number>;
  } {
  const fileOf = (key: string) => path.join(root, key);
  const partialDir = path.join(root, PARTIAL_DIR);
  const photoFile = (name: string) => {
    if (!photoFileType(name)) throw new Error(`Not a photo file name: ${JSON.stringify(name)}`);
    return path.join(root, PHOTO_DIR, name);
  };
  const urlOf = (key: string) => `${siteUrl}${UPLOAD_PATH}${key}`;

  return {
    async presignUpload({ fileName, fileType, fileSize }) {
      const key = newArtworkName(fileName);
      const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_LIFETIME_SECONDS;
      const signature = await signUpload({ key, type: fileType, size: fileSize, expires });
      const query = new URLSearchParams({
        expires: String(expires),
        type: fileType,
        ...(fileSize === undefined ? {} : { size: String(fileSize) }),
        signature,
      });
      return { uploadURL: `${urlOf(key)}?${query.toString()}` };
    },

    // The quote row that stores the reference is what keeps the file from the sweep.
    async acceptUpload(fileUrl) {
      const key = fileUrl.startsWith(urlOf('')) ? fileUrl.slice(urlOf('').length) : '';
      if (!isArtworkName(key)) return undefined;
      return (await isFile(fileOf(key))) ? urlOf(key) : undefined;
    },

    async readStart(reference, maxBytes) {
      const key = artworkNameOf(reference);
      if (!key) return undefined;
      const file = await open(fileOf(key)).catch(() => undefined);
      if (!file) return undefined;
      try {
        const buffer = Buffer.alloc(Math.min(maxBytes, (await file.stat()).size));
        const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    },

    async storeFile(fileName, bytes) {
      const key = newArtworkName(fileName);
      await mkdir(root, { recursive: true });
      await writeFile(fileOf(key), bytes, { flag: 'wx' });
      return urlOf(key);
    },

    async removeFiles(references) {
      const keys = references.map(artworkNameOf).filter((key) => key !== undefined);
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },

    async downloadUrl(reference) {
      const key = artworkNameOf(reference);
      if (!key) return undefined;
      const expires = Math.floor(Date.now() / 1000) + DOWNLOAD_URL_LIFETIME_SECONDS;
      const query = new URLSearchParams({
        expires: String(expires),
        signature: await signDownload({ key, expires }),
      });
      return `${urlOf(key)}?${query.toString()}`;
    },

    async receive(key, query, contentType, body, declaredLength) {
      const type = query.get('type') ?? '';
      const size = query.has('size') ? Number(query.get('size')) : undefined;
      const grant = { key, type, size, expires: Number(query.get('expires')) };
      if (!isArtworkName(key) || !(await verifyUpload(grant, query.get('signature') ?? ''))) {
        throw invalidLink();
      }
      if (!isArtworkType(type) || contentType?.split(';')[0]?.trim().toLowerCase() !== type) {
        throw new DomainError('unsupported_type', artworkTypeMessage, { field: 'Content-Type' });
      }
      if (Number(declaredLength) > MAX_ARTWORK_BYTES) throw new DomainError('too_large', fileTooLargeMessage);
      if (size !== undefined && declaredLength !== null && Number(declaredLength) !== size)
        throw sizeMismatch();
      if (!body) throw new DomainError('bad_request', 'The file is empty.', { field: 'file' });
      if (await isFile(fileOf(key))) throw linkUsed();

      await mkdir(partialDir, { recursive: true });
      const partial = path.join(partialDir, `${key}.${randomUUID()}.part`);
      // Opened before any byte flows: a write stream opens its file in the background, so a body
      // refused on its first bytes let the cleanup below run before the file existed, and the
      // file was created after it (seen under load).
      const file = await open(partial, 'wx');
      try {
        await pipeline(
          Readable.fromWeb(body as WebReadableStream<Uint8Array>),
          new ArtworkGuard(type, size),
          file.createWriteStream(),
        );
        // The bytes pass through here: an infected file never becomes an upload.
        await refuseMalware(async () => createReadStream(partial), 'file');
        // A link, unlike a rename, never replaces a file: of two PUTs racing on one URL, one lands.
        await link(partial, fileOf(key)).catch((error: NodeJS.ErrnoException) => {
          throw error.code === 'EEXIST' ? linkUsed() : error;
        });
      } finally {
        // The stream closes the handle when it ends; this covers a failure before it existed.
        await file.close();
        await unlink(partial).catch(() => undefined);
      }
    },

    async removePartialUploads() {
      const names = await readdir(partialDir).catch(() => [] as string[]);
      await Promise.all(names.map((name) => rm(path.join(partialDir, name), { force: true })));
      return names.length;
    },

    async removeAbandoned({ olderThanMs, inUse }) {
      const cutoff = Date.now() - olderThanMs;
      const names = await readdir(root).catch(() => [] as string[]);
      const old: string[] = [];
      for (const name of names) {
        const info = await stat(fileOf(name)).catch(() => undefined);
        if (info?.isFile() && info.mtimeMs < cutoff) old.push(name);
      }
      const kept = old.length ? await inUse(old) : new Set<string>();
      const abandoned = old.filter((name) => !kept.has(name));
      for (const name of abandoned) await unlink(fileOf(name)).catch(() => undefined);
      return abandoned.length;
    },

    async putPhoto(name, bytes) {
      await mkdir(path.join(root, PHOTO_DIR), { recursive: true });
      await writeFile(photoFile(name), bytes);
    },

    async readPhoto(name) {
      if (!photoFileType(name)) return undefined;
      return readFile(photoFile(name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
    },

    async removePhotos(names) {
      await Promise.all(names.map((name) => rm(photoFile(name), { force: true })));
    },

    async open(key, query) {
      const grant = { key, expires: Number(query.get('expires')) };
      if (!isArtworkName(key) || !(await verifyDownload(grant, query.get('signature') ?? ''))) {
        throw new DomainError('forbidden', 'The download link is invalid or has expired.', {
          code: 'InvalidSignature',
        });
      }
      const info = await stat(fileOf(key)).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return {
        stream: Readable.toWeb(createReadStream(fileOf(key))) as ReadableStream<Uint8Array>,
        size: info.size,
      };
    },
  };
}
