import 'server-only';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AppConfig } from '@/lib/config/server';
import { MAX_ARTWORK_BYTES } from '@/lib/constants';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { invalidField } from '@/lib/errors';
import { refuseMalware } from '@/lib/malware-scan/server';
import {
  artworkNameOf,
  downloadFileName,
  DOWNLOAD_URL_LIFETIME_SECONDS,
  fileTooLargeMessage,
  newArtworkName,
  UPLOAD_URL_LIFETIME_SECONDS,
} from './artwork-names';
import { contentsMismatchMessage, SIGNATURE_BYTES, startsLikeArtwork } from './file-types';
import { photoFileType } from './photo-names';
import type { ArtworkStorage, PhotoFiles } from './types';

type S3Settings = Extract<AppConfig['storage'], { kind: 's3' }>;

/** Uploads wait here; the bucket's lifecycle rule deletes them after a day (docs/s3.md). */
const INCOMING = 'incoming/';
/** A quote's artwork, copied here when the quote takes it up; never expires. */
const ARTWORK = 'artwork/';
/** Product photos; never expire (deleted with their photo). */
const PHOTOS = 'photos/';

const fileSizeRequiredMessage = 'fileSize is required: the bucket accepts only the size it was told.';

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/**
 * Artwork in an S3 bucket (or an S3-compatible store). The browser PUTs straight to the bucket
 * with a pre-signed URL whose signature covers the content type and the exact length, so the
 * bucket itself refuses any other type or size. Credentials come from the SDK's default chain.
 */
export function s3Storage(settings: S3Settings): ArtworkStorage & PhotoFiles {
  const { bucket, objectBase } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.pathStyle,
    // The default CRC32 of a presigned PUT is that of an empty body, so S3 would refuse every file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  /** The object's ETag, content type and total size, with its first bytes; undefined if absent. */
  async function readHead(key: string) {
    try {
      const object = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${SIGNATURE_BYTES - 1}` }),
      );
      const head = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      const size = Number(object.ContentRange?.split('/')[1] ?? object.ContentLength);
      return { head, size, type: object.ContentType ?? '', etag: object.ETag };
    } catch (error) {
      // 416: an empty object has no first byte to range over.
      if (statusOf(error) === 404 || statusOf(error) === 416) return undefined;
      throw error;
    }
  }

  async function exists(key: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  const photoKey = (name: string) => {
    if (!photoFileType(name)) throw new Error(`Not a photo file name: ${JSON.stringify(name)}`);
    return `${PHOTOS}${name}`;
  };

  return {
    async presignUpload({ fileName, fileType, fileSize }) {
      if (fileSize === undefined) {
        throw invalidField('fileSize', fileSizeRequiredMessage);
      }
      const command = new PutObjectCommand({
        Bucket: bucket,
        Key: `${INCOMING}${newArtworkName(fileName)}`,
        ContentType: fileType,
        ContentLength: fileSize,
      });
      const uploadURL = await getSignedUrl(client, command, {
        expiresIn: UPLOAD_URL_LIFETIME_SECONDS,
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      // The CSP and acceptUpload expect this address; an endpoint the SDK resolves otherwise
      // (FIPS, dual-stack) would have every upload blocked or refused, so say so instead.
      if (!uploadURL.startsWith(objectBase)) {
        throw new Error(
          `The SDK addresses the bucket at ${new URL(uploadURL).origin}, not ${objectBase}: set S3_ENDPOINT.`,
        );
      }
      return { uploadURL };
    },

    async acceptUpload(fileUrl) {
      const name = fileUrl.startsWith(`${objectBase}${INCOMING}`) ? artworkNameOf(fileUrl) : undefined;
      if (!name) return undefined;
      const reference = `${objectBase}${ARTWORK}${name}`;
      // Taken up already (a replayed quote): that copy is final, whatever was PUT since.
      if (await exists(`${ARTWORK}${name}`)) return reference;

      const upload = await readHead(`${INCOMING}${name}`);
      if (!upload) return undefined;
      if (upload.size > MAX_ARTWORK_BYTES) {
        throw invalidField('uploadedFileUrl', fileTooLargeMessage);
      }
      if (!startsLikeArtwork(upload.type, upload.head)) {
        throw invalidField('uploadedFileUrl', contentsMismatchMessage);
      }
      // The browser sent the bytes to the bucket: they pass through here once, to the scanner.
      await refuseMalware(async () => {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: `${INCOMING}${name}`, IfMatch: upload.etag }),
        );
        if (!object.Body) throw new Error('The upload has no body to scan.');
        return Readable.fromWeb(object.Body.transformToWebStream() as WebReadableStream<Uint8Array>);
      }, 'uploadedFileUrl');
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: `${ARTWORK}${name}`,
            CopySource: `${bucket}/${INCOMING}${name}`,
            // Exactly the bytes just checked, even if the upload URL was used again meanwhile.
            CopySourceIfMatch: upload.etag,
          }),
        );
      } catch (error) {
        if (statusOf(error) === 412 || statusOf(error) === 404) return undefined;
        throw error;
      }
      return reference;
    },

    async readStart(reference, maxBytes) {
      const name = reference.startsWith(`${objectBase}${ARTWORK}`) ? artworkNameOf(reference) : undefined;
      if (!name) return undefined;
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: `${ARTWORK}${name}`,
            Range: `bytes=0-${maxBytes - 1}`,
          }),
        );
        return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
      } catch (error) {
        if (statusOf(error) === 404 || statusOf(error) === 416) return undefined;
        throw error;
      }
    },

    async storeFile(fileName, bytes, contentType) {
      const name = newArtworkName(fileName);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${ARTWORK}${name}`,
          Body: bytes,
          ContentType: contentType,
        }),
      );
      return `${objectBase}${ARTWORK}${name}`;
    },

    async removeFiles(references) {
      const names = references
        .map((reference) =>
          reference.startsWith(`${objectBase}${ARTWORK}`) ? artworkNameOf(reference) : undefined,
        )
        .filter((name) => name !== undefined);
      // DeleteObject answers 204 for a key that is not there: a repeated erasure passes.
      await Promise.all(
        names.map((name) =>
          client.send(new DeleteObjectCommand({ Bucket: bucket, Key: `${ARTWORK}${name}` })),
        ),
      );
    },

    async downloadUrl(reference) {
      const name = reference.startsWith(`${objectBase}${ARTWORK}`) ? artworkNameOf(reference) : undefined;
      if (!name) return undefined;
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: `${ARTWORK}${name}`,
        ResponseContentDisposition: `attachment; filename="${downloadFileName(name)}"`,
      });
      return getSignedUrl(client, command, { expiresIn: DOWNLOAD_URL_LIFETIME_SECONDS });
    },

    async putPhoto(name, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: photoKey(name),
          Body: bytes,
          ContentType: photoFileType(name),
        }),
      );
    },

    async readPhoto(name) {
      if (!photoFileType(name)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: photoKey(name) }));
        return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        if (statusOf(error) === 404) return undefined;
        throw error;
      }
    },

    async removePhotos(names) {
      await Promise.all(
        names.map((name) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: photoKey(name) }))),
      );
    },

    // The bucket's lifecycle rule on incoming/ expires untaken uploads; nothing to sweep here.
    async removeAbandoned() {
      return 0;
    },
  };
}
