import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SignatureV4 } from '@smithy/signature-v4';
import S3rver from 's3rver';
import { S3Client } from '@aws-sdk/client-s3';

/**
 * A real S3 API on 127.0.0.1 for tests (Jest, Playwright or a plain Node script): s3rver behind
 * a front that does what s3rver does not. s3rver accepts any signature, so the front recomputes
 * every SigV4 signature (pre-signed query or Authorization header) with @smithy/signature-v4
 * and refuses mismatches and expired URLs with S3's 403 XML, before forwarding. Since the
 * signature covers the signed headers' values, a Content-Type or Content-Length other than the
 * signed ones is refused as by S3. It also honours `x-amz-copy-source-if-match` and keeps
 * lifecycle rules (s3rver answers 501 to both).
 */
export type S3TestServer = {
  /** The front's origin, for S3_ENDPOINT (path-style). */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Moves the front's clock, to see URLs expire without waiting. */
  advanceClock(ms: number): void;
  /** A client with the server's credentials, to look at or change the bucket behind the site's back. */
  client(): S3Client;
  /** The lifecycle XML last PUT on a bucket. */
  lifecycleOf(bucket: string): string | undefined;
  stop(): Promise<void>;
};

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const REGION = 'us-east-1';
const PRESIGN_PARAMS = [
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Expires',
  'X-Amz-SignedHeaders',
];

type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytesOf = (data: SourceData): string | Uint8Array =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

/** SHA-256 (or HMAC-SHA256 with a key) in the shape @smithy/signature-v4 expects. */
class NodeSha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(secret));
  }
  update(data: SourceData): void {
    this.hash.update(bytesOf(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

function s3Error(response: ServerResponse, status: number, code: string, message: string): void {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

/** 20251123T021500Z → a Date. */
function amzDate(value: string | undefined): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}

const signer = (region: string) =>
  new SignatureV4({
    service: 's3',
    region,
    credentials: CREDENTIALS,
    sha256: NodeSha256,
    uriEscapePath: false,
  });

function signedHeadersOf(request: IncomingMessage, names: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of names) {
    const value = request.headers[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

/** Why the request's signature is refused, or undefined when it is S3's own. */
async function refusal(
  request: IncomingMessage,
  url: URL,
  now: number,
): Promise<[string, string] | undefined> {
  const [, port = '80'] = (request.headers.host ?? '').split(':');
  const base = {
    method: request.method ?? 'GET',
    protocol: 'http:',
    hostname: '127.0.0.1',
    port: Number(port),
  };
  const query = Object.fromEntries(url.searchParams);
  const mismatch: [string, string] = [
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided.',
  ];

  if (url.searchParams.has('X-Amz-Signature')) {
    const [accessKeyId, , region = ''] = (query['X-Amz-Credential'] ?? '').split('/');
    const date = amzDate(query['X-Amz-Date']);
    const expiresIn = Number(query['X-Amz-Expires']);
    if (accessKeyId !== CREDENTIALS.accessKeyId || !date || !Number.isInteger(expiresIn)) return mismatch;
    if (now > date.getTime() + expiresIn * 1000) return ['AccessDenied', 'Request has expired'];
    const signedNames = (query['X-Amz-SignedHeaders'] ?? '').split(';');
    const given = query['X-Amz-Signature'];
    for (const name of [...PRESIGN_PARAMS, 'X-Amz-Signature']) delete query[name];
    // Pre-signed requests carry no payload hash: S3 signs them as UNSIGNED-PAYLOAD.
    const payload = 'x-amz-content-sha256';
    const recomputed = await signer(region).presign(
      {
        ...base,
        path: url.pathname,
        query,
        headers: { ...signedHeadersOf(request, signedNames), [payload]: 'UNSIGNED-PAYLOAD' },
      },
      {
        signingDate: date,
        expiresIn,
        unsignableHeaders: new Set([payload]),
        unhoistableHeaders: new Set([payload]),
      },
    );
    return recomputed.query?.['X-Amz-Signature'] === given ? undefined : mismatch;
  }

  const authorization =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? '',
    );
  if (!authorization) return ['AccessDenied', 'Access Denied'];
  const [, accessKeyId, region = '', signedNames = '', given] = authorization;
  const date = amzDate(request.headers['x-amz-date'] as string | undefined);
  if (accessKeyId !== CREDENTIALS.accessKeyId || !date) return mismatch;
  if (Math.abs(now - date.getTime()) > 15 * 60 * 1000) {
    return [
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
    ];
  }
  const recomputed = await signer(region).sign(
    { ...base, path: url.pathname, query, headers: signedHeadersOf(request, signedNames.split(';')) },
    { signingDate: date },
  );
  return String(recomputed.headers.authorization).endsWith(`Signature=${given}`) ? undefined : mismatch;
}

function pipeTo(port: number, request: IncomingMessage, response: ServerResponse): void {
  const upstream = forward(
    { host: '127.0.0.1', port, method: request.method, path: request.url, headers: request.headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.destroy());
  request.pipe(upstream);
}

/** The source object's ETag as s3rver has it (for `x-amz-copy-source-if-match`). */
function etagOf(port: number, copySource: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const head = forward(
      { host: '127.0.0.1', port, method: 'HEAD', path: `/${copySource.replace(/^\//, '')}` },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode === 200 ? (answer.headers.etag as string | undefined) : undefined);
      },
    );
    head.on('error', () => resolve(undefined));
    head.end();
  });
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startS3Server({ buckets = [] }: { buckets?: string[] } = {}): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'print-shop-s3-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port: s3rverPort } = await s3rver.run();
  let clockOffset = 0;
  const lifecycles = new Map<string, string>();

  const front: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      // CORS preflights carry no signature; s3rver answers them from the bucket's CORS rules.
      if (request.method === 'OPTIONS') return pipeTo(s3rverPort, request, response);
      const refused = await refusal(request, url, Date.now() + clockOffset);
      if (refused) {
        request.resume();
        return s3Error(response, 403, ...refused);
      }
      const bucket = decodeURIComponent(url.pathname.split('/')[1] ?? '');
      if (url.searchParams.has('lifecycle') && url.pathname.split('/').filter(Boolean).length === 1) {
        if (request.method === 'PUT') {
          lifecycles.set(bucket, await readBody(request));
          response.writeHead(200).end();
        } else if (lifecycles.has(bucket)) {
          response.writeHead(200, { 'content-type': 'application/xml' }).end(lifecycles.get(bucket));
        } else {
          s3Error(
            response,
            404,
            'NoSuchLifecycleConfiguration',
            'The lifecycle configuration does not exist',
          );
        }
        return;
      }
      const copySource = request.headers['x-amz-copy-source'];
      const ifMatch = request.headers['x-amz-copy-source-if-match'];
      if (typeof copySource === 'string' && typeof ifMatch === 'string') {
        if ((await etagOf(s3rverPort, decodeURIComponent(copySource))) !== ifMatch) {
          request.resume();
          return s3Error(
            response,
            412,
            'PreconditionFailed',
            'At least one of the pre-conditions you specified did not hold',
          );
        }
      }
      pipeTo(s3rverPort, request, response);
    })().catch(() => s3Error(response, 500, 'InternalError', 'The test front failed.'));
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    region: REGION,
    ...CREDENTIALS,
    advanceClock: (ms) => {
      clockOffset += ms;
    },
    client: () =>
      new S3Client({
        region: REGION,
        endpoint: `http://127.0.0.1:${port}`,
        forcePathStyle: true,
        credentials: CREDENTIALS,
      }),
    lifecycleOf: (bucket) => lifecycles.get(bucket),
    async stop() {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
