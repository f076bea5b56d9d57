import { config } from '@/lib/config/server';
import { apiRoute, json } from '@/lib/http/server';
import { currentPriceBook } from '@/lib/pricing/server';
import { openApiDocument } from '@/lib/product-api/server';

export const dynamic = 'force-dynamic';

/** The public product API described for integrators (OpenAPI 3.1), with the bounds of the prices in force. */
export const GET = apiRoute(async () => json(openApiDocument(await currentPriceBook(), config().siteUrl)), {
  stateChanging: false,
});
