import 'server-only';
import { config } from '@/lib/config/server';
import { DomainError } from '@/lib/errors';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { ArtworkStorage, PhotoFiles } from './types';

export type { ArtworkStorage, PhotoFiles, UploadRequest } from './types';
export {
  newPhotoId,
  photoFileName,
  photoFileType,
  photoFormats,
  photoIdOf,
  type PhotoFormat,
} from './photo-names';
export { DOWNLOAD_URL_LIFETIME_SECONDS, downloadFileName } from './artwork-names';

let local: ReturnType<typeof localStorage> | undefined;
let bucket: (ArtworkStorage & PhotoFiles) | undefined;

/** The local disk store; also serves the built-in upload URL (PUT) and downloads (GET). */
export function localArtworkStorage(): ReturnType<typeof localStorage> {
  const { storage, siteUrl } = config();
  // With S3 the browser talks to the bucket, so the built-in upload route does not exist.
  if (storage.kind !== 'local') throw new DomainError('not_found', 'Not found.');
  local ??= localStorage(storage.dir, siteUrl);
  return local;
}

/** The store of this deployment: artwork, and the product photos (photoFiles). */
function deploymentStorage(): ArtworkStorage & PhotoFiles {
  const { storage } = config();
  if (storage.kind === 's3') return (bucket ??= s3Storage(storage));
  return localArtworkStorage();
}

/** The artwork store of this deployment. */
export const artworkStorage: () => ArtworkStorage = deploymentStorage;

/** Where this deployment keeps product photos: the artwork store's own disk or bucket. */
export const photoFiles: () => PhotoFiles = deploymentStorage;

/**
 * Deletes the partial files of uploads a crash cut off (local disk only: a bucket keeps no
 * partial objects). Call once at start, before serving; answers how many went.
 */
export async function removePartialUploads(): Promise<number> {
  return config().storage.kind === 'local' ? localArtworkStorage().removePartialUploads() : 0;
}
export { artworkNameOf } from './artwork-names';
