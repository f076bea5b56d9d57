import { apiRoute } from '@/lib/http/server';
import { ARTWORK_LINK_RATE_LIMIT, resolveArtworkLink } from '@/lib/quotes/server';
import { limitPerAddress } from '@/lib/rate-limit/server';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ token: string }> };

/**
 * The artwork link in the shop's new-quote e-mail: answers with a fresh short-lived download
 * link. Neither the answer nor the storage URL it points to may be cached, nor leak onward
 * in a Referer.
 */
export const GET = apiRoute<Context>(
  async (request, { params }) => {
    await limitPerAddress(request, 'artwork-links', ARTWORK_LINK_RATE_LIMIT);
    const { token } = await params;
    return new Response(null, {
      status: 302,
      headers: {
        Location: await resolveArtworkLink(token),
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      },
    });
  },
  { stateChanging: false },
);
