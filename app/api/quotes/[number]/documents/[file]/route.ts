import { documentDownload } from '@/lib/documents/server';
import { apiRoute, fileResponse } from '@/lib/http/server';
import { quoteForViewerOrStaff } from '@/lib/orders/server';
import { viewerOfRequest } from '@/lib/orders/server';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ number: string; file: string }> };

/**
 * A quote's invoice or receipt as a PDF file, e.g. /api/quotes/Q-…/documents/invoice-000123.pdf:
 * for staff, and for whoever may open the quote's page (signed in, or with its link's token);
 * the same 404 for everyone else. Personal and financial: never stored by a cache.
 */
export const GET = apiRoute<Context>(
  async (request, { params }) => {
    const { number, file } = await params;
    const viewer = await viewerOfRequest(request);
    const { fileName, bytes } = await documentDownload(
      file,
      async () => (await quoteForViewerOrStaff({ number, ...viewer })).id,
    );
    return fileResponse(bytes, 'application/pdf', 'private, no-store', {
      'Content-Disposition': `attachment; filename="${fileName}"`,
    });
  },
  { stateChanging: false },
);
