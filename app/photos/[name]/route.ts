import { apiRoute, errors } from '@/lib/http';
import { readPhotoFile } from '@/lib/product-content';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ name: string }> };

/**
 * A product photo's file (`<photo id>-<width>.<avif|webp>`), from the deployment's store. A
 * name is never reused (a new upload gets a new id), so browsers and CDNs keep it for a year.
 */
export const GET = apiRoute<Context>(
  async (_request, { params }) => {
    const file = await readPhotoFile((await params).name);
    if (!file) throw errors.notFound('No such photo.');
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        'Content-Type': file.type,
        'Content-Length': String(file.bytes.length),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
  { stateChanging: false },
);
