import { sessionFromRequest } from '@/lib/auth/server';
import { apiRoute, json, readJson } from '@/lib/http/server';
import { currentPriceBook } from '@/lib/pricing/server';
import { PROMOTION_CHECK_RATE_LIMIT, promotionCheckSchema, quotePromotion } from '@/lib/promotions/server';
import { limitPerAddress } from '@/lib/rate-limit/server';

export const dynamic = 'force-dynamic';

/**
 * The wizard's Apply button: what a promotion code takes off the price of the chosen options,
 * or 422 naming `promotionCode` with why it cannot be used. Every check counts against the
 * visitor's address, so codes cannot be guessed quickly.
 */
export const POST = apiRoute(
  async (request) => {
    await limitPerAddress(request, 'promotion-checks', PROMOTION_CHECK_RATE_LIMIT);
    const input = await readJson(request, promotionCheckSchema(await currentPriceBook()));
    const session = await sessionFromRequest(request);
    return json(await quotePromotion(input, session));
  },
  { stateChanging: true },
);
