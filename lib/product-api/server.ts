import 'server-only';
import { config } from '@/lib/config/server';
import { DomainError, invalidField } from '@/lib/errors';
import { createQuote, forwardQuote, type QuoteContext, type QuoteRequest } from '@/lib/quotes/server';
import { quoteChoiceMessages } from '@/lib/quotes';
import { priceQuote } from '@/lib/pricing';
import { currentPriceBook } from '@/lib/pricing/server';
import type { PriceRequest } from '@/lib/pricing';
import { artworkStorage, type UploadRequest } from '@/lib/storage/server';
import { callUpstream } from '@/lib/upstream/server';
import { errorMessages } from '@/lib/validation';

/** The spec's price response: a status code and the price details as a JSON string. */
type PriceResponse = { statusCode: number; body: string };
type Answer = { status: number; body: unknown };

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
    const quote = priceQuote(await currentPriceBook(), input);
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

/** Whether a URL points at one of the upstream's upload origins (PRINT_API_UPLOAD_ORIGINS). */
function onUploadOrigin(value: unknown, uploadOrigins: readonly string[]): boolean {
  if (typeof value !== 'string') return false;
  try {
    return uploadOrigins.includes(new URL(value).origin);
  } catch {
    return false;
  }
}

function upstream(baseUrl: string, uploadOrigins: readonly string[]): ProductApi {
  return {
    prices: (input) =>
      callUpstream(baseUrl, {
        method: 'POST',
        path: '/api/calculator-service/public/v1/prices',
        body: input,
        retry: true,
      }),
    // The browser PUTs the file wherever the upstream says; a URL outside the configured
    // upload origins would be blocked by the CSP, so it is refused here with a reason logged.
    // The spec's upstream knows only the name and type; the size limit was checked here already.
    async presign({ fileName, fileType }) {
      const answer = await callUpstream(baseUrl, {
        method: 'GET',
        path: `/api/quote-service/public/v1/presigned-urls?${new URLSearchParams({ fileName, fileType }).toString()}`,
        retry: true,
      });
      const uploadURL = (answer.body as { uploadURL?: unknown } | undefined)?.uploadURL;
      if (!onUploadOrigin(uploadURL, uploadOrigins)) {
        console.warn(
          '[upstream] presigned upload URL is not on an origin listed in PRINT_API_UPLOAD_ORIGINS',
        );
        throw new DomainError('upstream_failed', errorMessages.priceServerError, { code: 'BadGateway' });
      }
      return { status: 200, body: { uploadURL } };
    },
    // The key makes a repeat harmless upstream, so the quote POST may be retried with it.
    async submitQuote(input, context) {
      if (input.uploadedFileUrl !== undefined && !onUploadOrigin(input.uploadedFileUrl, uploadOrigins)) {
        throw invalidField('uploadedFileUrl', quoteChoiceMessages.uploadedFileUrl);
      }
      const { quote, created } = await forwardQuote(input, context, (upstreamKey) =>
        callUpstream(baseUrl, {
          method: 'POST',
          path: '/api/quote-service/public/v1/quotes',
          body: input,
          headers: { 'Idempotency-Key': upstreamKey },
          retry: true,
        }),
      );
      return { status: created ? 201 : 200, body: { quoteNumber: quote.number, quote } };
    },
  };
}

export function productApi(): ProductApi {
  const { productApi: target } = config();
  return target.kind === 'upstream' ? upstream(target.baseUrl, target.uploadOrigins) : builtIn;
}
export { openApiDocument } from './openapi';
