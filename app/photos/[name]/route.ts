import { getServerSession, isStaff } from '@/lib/auth/server';
import { apiRoute, errors, fileResponse } from '@/lib/http/server';
import { readPhotoFile } from '@/lib/product-content/server';
import { reviewPhotoUnpublished } from '@/lib/reviews/server';
import { photoIdOf } from '@/lib/storage/server';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ name: string }> };

/**
 * A photo's file (`<photo id>-<width>.<avif|webp>`), from the deployment's store: a product's,
 * or a review's. A name is never reused (a new upload gets a new id), so browsers and CDNs keep
 * a shown photo for a year. A review's photo the pages do not show (waiting for the shop, or
 * hidden) is staff's only, never cached, and to anyone else a photo that does not exist.
 */
export const GET = apiRoute<Context>(
  async (_request, { params }) => {
    const name = (await params).name;
    const photoId = photoIdOf(name);
    if (!photoId) throw errors.notFound('No such photo.');
    const unpublished = await reviewPhotoUnpublished(photoId);
    if (unpublished && !(await isStaff(await getServerSession()))) throw errors.notFound('No such photo.');
    const file = await readPhotoFile(name);
    if (!file) throw errors.notFound('No such photo.');
    return fileResponse(
      file.bytes,
      file.type,
      unpublished ? 'private, no-store' : 'public, max-age=31536000, immutable',
    );
  },
  { stateChanging: false },
);
