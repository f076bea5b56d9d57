import { z } from 'zod';
import { sessionFromRequest } from '@/lib/auth';
import { apiRoute, clientAddress, parseInput } from '@/lib/http';
import { proofPicture } from '@/lib/proofs';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ number: string; file: string }> };

const querySchema = z.object({
  /** The e-mailed quote link's token, for guests (the quote page passes it on). */
  access: z.string().min(1).max(200).optional(),
});

/**
 * A proof's picture, e.g. /api/quotes/Q-…/proof-pictures/proof-1.png: for staff, and for
 * whoever may open the quote's page; the automatic proof's (automatic.png) for staff only;
 * the same 404 for everyone else. A customer's design: never stored by a cache.
 */
export const GET = apiRoute<Context>(
  async (request, { params }) => {
    const { number, file } = await params;
    const { access } = parseInput(querySchema, Object.fromEntries(new URL(request.url).searchParams));
    const bytes = await proofPicture({
      quoteNumber: number,
      fileName: file,
      user: await sessionFromRequest(request),
      ...(access ? { accessToken: access } : {}),
      address: clientAddress(request),
    });
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': 'image/png',
        'Content-Length': String(bytes.length),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
  { stateChanging: false },
);
