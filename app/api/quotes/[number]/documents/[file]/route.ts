import { z } from 'zod';
import { sessionFromRequest } from '@/lib/auth';
import { documentDownload } from '@/lib/documents';
import { apiRoute, clientAddress, parseInput } from '@/lib/http';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ number: string; file: string }> };

const querySchema = z.object({
  /** The e-mailed quote link's token, for guests (the quote page passes it on). */
  access: z.string().min(1).max(200).optional(),
});

/**
 * A quote's invoice or receipt as a PDF file, e.g. /api/quotes/Q-…/documents/invoice-000123.pdf:
 * for staff, and for whoever may open the quote's page (signed in, or with its link's token);
 * the same 404 for everyone else. Personal and financial: never stored by a cache.
 */
export const GET = apiRoute<Context>(
  async (request, { params }) => {
    const { number, file } = await params;
    const { access } = parseInput(querySchema, Object.fromEntries(new URL(request.url).searchParams));
    const { fileName, bytes } = await documentDownload({
      quoteNumber: number,
      fileName: file,
      user: await sessionFromRequest(request),
      ...(access ? { accessToken: access } : {}),
      address: clientAddress(request),
    });
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Content-Length': String(bytes.length),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
  { stateChanging: false },
);
