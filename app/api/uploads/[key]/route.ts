import { apiRoute, errors } from '@/lib/http/server';
import { downloadFileName, localArtworkStorage } from '@/lib/storage/server';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ key: string }> };

/** The built-in upload target: a signed, expiring PUT of one artwork file (50 MB at most). */
export const PUT = apiRoute<Context>(
  async (request, { params }) => {
    const { key } = await params;
    const url = new URL(request.url);
    await localArtworkStorage().receive(
      key,
      url.searchParams,
      request.headers.get('content-type'),
      request.body,
      request.headers.get('content-length'),
    );
    return new Response(null, { status: 200 });
  },
  { stateChanging: true },
);

/**
 * A signed, short-lived download link (`artworkStorage().downloadUrl`). Artwork is only ever
 * served as a download, never rendered by the browser (an SVG can carry script).
 */
export const GET = apiRoute<Context>(
  async (request, { params }) => {
    const { key } = await params;
    const file = await localArtworkStorage().open(key, new URL(request.url).searchParams);
    if (!file) throw errors.notFound('No such file.');
    return new Response(file.stream, {
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': `attachment; filename="${downloadFileName(key)}"`,
        'Content-Length': String(file.size),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cache-Control': 'private, no-store',
      },
    });
  },
  { stateChanging: false },
);
