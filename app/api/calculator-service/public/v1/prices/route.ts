import { PRICE_RATE_LIMIT } from '@/lib/constants';
import { apiRoute, json, readJson } from '@/lib/http/server';
import { priceRequestSchema } from '@/lib/pricing';
import { currentPriceBook } from '@/lib/pricing/server';
import { productApi } from '@/lib/product-api/server';
import { limitPerAddress } from '@/lib/rate-limit/server';

export const dynamic = 'force-dynamic';

/** Spec §7: the price matrix for a size, finish and embossing (and a custom quantity). */
export const POST = apiRoute(
  async (request) => {
    await limitPerAddress(request, 'prices', PRICE_RATE_LIMIT);
    const answer = await productApi().prices(
      await readJson(request, priceRequestSchema(await currentPriceBook())),
    );
    return json(answer.body, { status: answer.status });
  },
  { stateChanging: false },
);
