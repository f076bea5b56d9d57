import 'server-only';
import { config } from '@/lib/config';
import { localStorage } from './local';
import type { ArtworkStorage } from './types';

export type { ArtworkStorage } from './types';
export { fileTooLargeMessage } from './local';

let local: ReturnType<typeof localStorage> | undefined;

/** The local disk store; also serves the built-in upload URL (PUT) and downloads (GET). */
export function localArtworkStorage(): ReturnType<typeof localStorage> {
  const { storage, siteUrl } = config();
  if (storage.kind !== 'local')
    throw new Error('Uploads go straight to the S3 bucket; the local upload route is off.');
  local ??= localStorage(storage.dir, siteUrl);
  return local;
}

/** The artwork store of this deployment. */
export function artworkStorage(): ArtworkStorage {
  if (config().storage.kind === 's3') {
    throw new Error(
      'S3_BUCKET is set, but this build ships only the local disk store; unset S3_BUCKET and S3_REGION.',
    );
  }
  return localArtworkStorage();
}
