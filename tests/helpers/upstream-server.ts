import { seedPriceBook } from '@/content/price-book';
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { priceQuote } from '@/lib/pricing';
import { priceRequestSchema } from '@/lib/pricing/schema';
import { presignQuerySchema } from '@/lib/storage/presign-schema';

/**
 * A stand-in for the shop's upstream product API (spec §7), for Jest and Playwright alike (no
 * test-runner globals): the three endpoints under `/prod/api/...` with the spec's shapes, and
 * a second server on its own port that plays the bucket, accepting a PUT only at a URL it
 * signed and only with the content type it signed. It can be told to fail.
 */

/** What the API answers instead of the real thing, once per request, in order. */
type UpstreamFailure =
  | { kind: 'status'; status: number; message?: string }
  /** Answers exactly this (e.g. a pre-signed URL on a host the site does not allow). */
  | { kind: 'answer'; status: number; body: unknown }
  /** Never answers within the caller's timeout (answers after `ms`, default 10 s). */
  | { kind: 'timeout'; ms?: number }
  /** Drops the connection before answering. */
  | { kind: 'reset' }
  /** Stores the quote, then drops the connection: the caller cannot know it worked. */
  | { kind: 'store-then-reset' };

type UpstreamRequest = {
  method: string;
  path: string;
  idempotencyKey?: string;
  body?: unknown;
};

type StoredUpstreamQuote = { quoteNumber: string; body: unknown };

export type StandInUpstream = {
  /** PRINT_API_BASE_URL for the site (the API answers under `<baseUrl>/prod`). */
  baseUrl: string;
  /** PRINT_API_UPLOAD_ORIGINS for the site: where the pre-signed PUT URLs point. */
  uploadOrigin: string;
  requests: UpstreamRequest[];
  quotes: Map<string, StoredUpstreamQuote>;
  uploads: Map<string, { contentType: string; size: number }>;
  /** The next API requests fail like this, in order; later ones are answered normally. */
  fail(...failures: UpstreamFailure[]): void;
  /** Forgets requests and pending failures (quotes and uploads stay). */
  reset(): void;
  close(): Promise<void>;
};

const MAX_BODY_BYTES = 60 * 1024 * 1024;

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const send = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

async function listen(server: Server, port: number, host: string): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return `http://${host}:${(server.address() as AddressInfo).port}`;
}

export async function startUpstreamServer({
  host = '127.0.0.1',
  port = 0,
  uploadPort = 0,
}: { host?: string; port?: number; uploadPort?: number } = {}): Promise<StandInUpstream> {
  const secret = randomBytes(32);
  const failures: UpstreamFailure[] = [];
  const requests: UpstreamRequest[] = [];
  const quotes = new Map<string, StoredUpstreamQuote>();
  const uploads = new Map<string, { contentType: string; size: number }>();
  let uploadOrigin = '';
  const sign = (path: string, contentType: string, expires: string) =>
    createHmac('sha256', secret).update(`${path}\n${contentType}\n${expires}`).digest('hex');

  const storeQuote = (key: string, body: unknown) => {
    const existing = quotes.get(key);
    if (existing) return { quote: existing, created: false };
    const quote = { quoteNumber: `UP-${String(quotes.size + 1).padStart(5, '0')}`, body };
    quotes.set(key, quote);
    return { quote, created: true };
  };

  const api = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://upstream');
      const key = request.headers['idempotency-key'];
      const bytes = await readBody(request);
      const body = bytes.length > 0 ? parseJson(bytes) : undefined;
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        idempotencyKey: typeof key === 'string' ? key : undefined,
        body,
      });

      const failure = failures.shift();
      if (failure?.kind === 'reset') return request.socket.destroy();
      if (failure?.kind === 'timeout') {
        const timer = setTimeout(
          () => send(response, 504, { message: 'Gateway Timeout' }),
          failure.ms ?? 10_000,
        );
        response.on('close', () => clearTimeout(timer));
        return;
      }
      if (failure?.kind === 'answer') return send(response, failure.status, failure.body);
      if (failure?.kind === 'status') {
        return send(response, failure.status, {
          message: failure.message ?? `Upstream error ${failure.status}`,
        });
      }

      const route = `${request.method} ${url.pathname}`;
      if (route === 'POST /prod/api/calculator-service/public/v1/prices') {
        const input = priceRequestSchema(seedPriceBook).safeParse(body);
        if (!input.success) return send(response, 400, { message: 'Invalid price request.' });
        const quote = priceQuote(seedPriceBook, input.data);
        return send(response, 200, {
          statusCode: 200,
          body: JSON.stringify({ message: 'Success', ...quote }),
        });
      }
      if (route === 'GET /prod/api/quote-service/public/v1/presigned-urls') {
        const input = presignQuerySchema.safeParse(Object.fromEntries(url.searchParams));
        if (!input.success) return send(response, 400, { message: 'Invalid file.' });
        const path = `/artwork/${randomUUID()}-${encodeURIComponent(input.data.fileName.replace(/[^\w.-]/g, '_'))}`;
        const expires = String(Date.now() + 15 * 60 * 1000);
        const query = new URLSearchParams({
          'X-Expires': expires,
          'X-Signature': sign(path, input.data.fileType, expires),
        });
        return send(response, 200, { uploadURL: `${uploadOrigin}${path}?${query.toString()}` });
      }
      if (route === 'POST /prod/api/quote-service/public/v1/quotes') {
        if (typeof key !== 'string' || !key)
          return send(response, 400, { message: 'Idempotency-Key is required.' });
        if (!body || typeof body !== 'object') return send(response, 400, { message: 'Invalid quote.' });
        const { quote, created } = storeQuote(key, body);
        if (failure?.kind === 'store-then-reset') return request.socket.destroy();
        return send(response, created ? 201 : 200, { quoteNumber: quote.quoteNumber });
      }
      send(response, 404, { message: 'Not Found' });
    })().catch(() => request.socket.destroy());
  });

  // The bucket: a browser PUTs here from the site's origin, so it answers CORS as S3 would
  // with a rule allowing PUT from any origin.
  const bucket = createServer((request, response) => {
    void (async () => {
      const cors = {
        'access-control-allow-origin': request.headers.origin ?? '*',
        'access-control-allow-methods': 'PUT',
        'access-control-allow-headers': 'content-type',
        vary: 'Origin',
      };
      if (request.method === 'OPTIONS') return response.writeHead(204, cors).end();
      const url = new URL(request.url ?? '/', 'http://bucket');
      const contentType = request.headers['content-type'] ?? '';
      const expires = url.searchParams.get('X-Expires') ?? '';
      const given = Buffer.from(url.searchParams.get('X-Signature') ?? '', 'hex');
      const expected = Buffer.from(sign(url.pathname, contentType, expires), 'hex');
      const valid =
        request.method === 'PUT' &&
        given.length === expected.length &&
        timingSafeEqual(given, expected) &&
        Number(expires) > Date.now();
      const bytes = await readBody(request);
      if (!valid) return send(response, 403, { message: 'SignatureDoesNotMatch' }, cors);
      uploads.set(url.pathname, { contentType, size: bytes.length });
      response.writeHead(200, cors).end();
    })().catch(() => request.socket.destroy());
  });

  // Idle connections outlive any pause of the caller (a database opening between two calls):
  // only the failures scripted here break a connection, never a race with an idle timeout.
  api.keepAliveTimeout = 60_000;
  const baseUrl = await listen(api, port, host);
  uploadOrigin = await listen(bucket, uploadPort, host);

  return {
    baseUrl,
    uploadOrigin,
    requests,
    quotes,
    uploads,
    fail: (...next) => failures.push(...next),
    reset: () => {
      failures.length = 0;
      requests.length = 0;
    },
    close: async () => {
      for (const server of [api, bucket]) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  };
}
