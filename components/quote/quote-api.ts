import { errorMessages } from '@/lib/validation';
// A type only: erased from the bundle, so no server code reaches the browser.
import type { PromotionQuote } from '@/lib/promotions/server';

/** The browser side of the product API (same origin; the server holds any upstream URL). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage?: string,
    /** The field a 422 names first (`validationErrors[0].location`). */
    readonly field?: string,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'HttpError';
  }
}

const PRICES_URL = '/api/calculator-service/public/v1/prices';
const PRESIGN_URL = '/api/quote-service/public/v1/presigned-urls';
const QUOTES_URL = '/api/quote-service/public/v1/quotes';

async function request(url: string, init?: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    // fetch rejects only when no HTTP answer came back: the spec's status 0.
    throw new HttpError(0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const { message, validationErrors } =
      body && typeof body === 'object'
        ? (body as { message?: unknown; validationErrors?: { location?: unknown }[] })
        : {};
    const field = Array.isArray(validationErrors) ? validationErrors[0]?.location : undefined;
    throw new HttpError(
      response.status,
      typeof message === 'string' && message ? message : undefined,
      typeof field === 'string' ? field : undefined,
    );
  }
  return body;
}

/** Spec §8 quote price errors: status 0, 4xx (server message first), 5xx, anything else. */
export function priceErrorMessage(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.status === 0) return errorMessages.priceNoConnection;
    if (error.status >= 400 && error.status < 500)
      return error.serverMessage ?? errorMessages.priceBadRequest;
    if (error.status >= 500) return errorMessages.priceServerError;
    return errorMessages.priceUnknown;
  }
  return error instanceof Error && error.message ? error.message : errorMessages.unexpected;
}

export type PriceDetails = {
  pricingMatrix: Record<string, number>;
  customQuantityPrice: number | null;
  /** Percent off already in the prices (missing from an upstream that does not say). */
  discount?: number;
};

export async function fetchPrices(
  input: {
    width: number;
    height: number;
    finish: string;
    embossing: string;
    quantity?: number;
    product?: string;
    option?: string;
    material?: string;
  },
  signal?: AbortSignal,
): Promise<PriceDetails> {
  const answer = (await request(PRICES_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
    signal,
  })) as { statusCode: number; body: string };
  const details = JSON.parse(answer.body) as PriceDetails & { message?: string };
  if (answer.statusCode >= 400) throw new HttpError(answer.statusCode, details.message);
  return details;
}

/**
 * Gets an upload URL and PUTs the file there, reporting progress; returns the URL without its
 * query. The URL is bound to the file's exact size, which the browser sends as Content-Length.
 */
export async function uploadArtwork(
  file: File,
  contentType: string,
  onProgress: (fraction: number) => void,
): Promise<string> {
  onProgress(0);
  const query = new URLSearchParams({
    fileName: file.name,
    fileType: contentType,
    fileSize: String(file.size),
  });
  const { uploadURL } = (await request(`${PRESIGN_URL}?${query.toString()}`)) as { uploadURL: string };
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', uploadURL);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new HttpError(xhr.status));
    xhr.onerror = () => reject(new HttpError(0));
    xhr.send(file);
  });
  onProgress(1);
  const stored = new URL(uploadURL, window.location.href);
  return `${stored.origin}${stored.pathname}`;
}

/** The stored quote's number and, from the built-in API, its money as the server computed it. */
type SubmittedAnswer = { quoteNumber: string; quote?: { money?: { label: string; value: string }[] } };

export async function submitQuote(
  value: unknown,
  idempotencyKey: string,
): Promise<{ quoteNumber: string; money?: [string, string][] }> {
  const answer = (await request(QUOTES_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(value),
  })) as SubmittedAnswer;
  const money = answer.quote?.money?.map(({ label, value }): [string, string] => [label, value]);
  return { quoteNumber: answer.quoteNumber, ...(money?.length ? { money } : {}) };
}

const PROMOTION_CHECK_URL = '/api/promotions/check';

/** What the server says a code takes off the chosen options' price (all in cents). */
export type { PromotionQuote };

/** Asks the server what `promotionCode` takes off these choices; a refusal throws with its reason. */
export async function checkPromotionCode(body: {
  promotionCode: string;
  contactEmail?: string;
  choices: Record<string, unknown>;
}): Promise<PromotionQuote> {
  return (await request(PROMOTION_CHECK_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })) as PromotionQuote;
}
