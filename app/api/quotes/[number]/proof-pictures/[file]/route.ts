import { apiRoute, fileResponse } from '@/lib/http/server';
import { viewerOfRequest } from '@/lib/orders/server';
import { proofPicture } from '@/lib/proofs/server';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ number: string; file: string }> };

/**
 * A proof's picture, e.g. /api/quotes/Q-…/proof-pictures/proof-1.png: for staff, and for
 * whoever may open the quote's page; the automatic proof's (automatic.png) for staff only;
 * the same 404 for everyone else. A customer's design: never stored by a cache.
 */
export const GET = apiRoute<Context>(
  async (request, { params }) => {
    const { number, file } = await params;
    const bytes = await proofPicture({
      quoteNumber: number,
      fileName: file,
      ...(await viewerOfRequest(request)),
    });
    return fileResponse(bytes, 'image/png', 'private, no-store');
  },
  { stateChanging: false },
);
