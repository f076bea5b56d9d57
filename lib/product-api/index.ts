import 'server-only';
import { config } from '@/lib/config';
import { createQuote, type QuoteRequest } from '@/lib/quotes';
import { priceQuote } from '@/lib/pricing';
import type { PriceRequest } from '@/lib/pricing/schema';
import { artworkStorage, type UploadRequest } from '@/lib/storage';
import { callUpstream } from '@/lib/upstream';

/** The spec's price response: a status code and the price details as a JSON string. */
export type PriceResponse = { statusCode: number; body: string };
export type Answer = { status: number; body: unknown };
export type QuoteContext = { idempotencyKey: string; userId?: string };

/** The product API behind the public routes: answered here, or forwarded to PRINT_API_BASE_URL. */
export type ProductApi = {
  prices(input: PriceRequest): Promise<Answer>;
  presign(input: UploadRequest): Promise<Answer>;
  submitQuote(input: QuoteRequest, context: QuoteContext): Promise<Answer>;
};

const HOUR_MS = 60 * 60 * 1000;

/**
 * Requests one visitor address may make: plenty for a customer or an office sharing one
 * address, too few to flood the shop's inbox with quotes or its disk with artwork. They hold
 * in proxy mode too, since the upstream is the shop's as well.
 */
export const productApiLimits = {
  quotes: { limit: 30, windowMs: HOUR_MS },
  uploads: { limit: 40, windowMs: HOUR_MS },
} as const;

const builtIn: ProductApi = {
  async prices(input) {
    const quote = priceQuote(input);
    const body: PriceResponse = { statusCode: 200, body: JSON.stringify({ message: 'Success', ...quote }) };
    return { status: 200, body };
  },
  async presign(input) {
    return { status: 200, body: await artworkStorage().presignUpload(input) };
  },
  async submitQuote(input, context) {
    const { quote, created } = await createQuote(input, context);
    return { status: created ? 201 : 200, body: { quoteNumber: quote.number, quote } };
  },
};

function upstream(baseUrl: string): ProductApi {
  return {
    prices: (input) =>
      callUpstream(baseUrl, {
        method: 'POST',
        path: '/api/calculator-service/public/v1/prices',
        body: input,
        retry: true,
      }),
    // The spec's upstream knows only these two; the size limit was checked here already.
    presign: ({ fileName, fileType }) =>
      callUpstream(baseUrl, {
        method: 'GET',
        path: `/api/quote-service/public/v1/presigned-urls?${new URLSearchParams({ fileName, fileType }).toString()}`,
        retry: true,
      }),
    // The key makes a repeat harmless upstream, so the quote POST may be retried with it.
    submitQuote: (input, { idempotencyKey }) =>
      callUpstream(baseUrl, {
        method: 'POST',
        path: '/api/quote-service/public/v1/quotes',
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
        retry: true,
      }),
  };
}

export function productApi(): ProductApi {
  const { productApi: target } = config();
  return target.kind === 'upstream' ? upstream(target.baseUrl) : builtIn;
}
