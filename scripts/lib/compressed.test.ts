import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { compressed, KeptAnswers } from '@/scripts/lib/compressed.mjs';
import { prerenderedPageAsSent } from '@/scripts/lib/prerendered-pages.mjs';

// A prerendered page as Next writes it, its scripts asked for in the head, long enough that
// Brotli's best quality beats the quick one.
const rows = Array.from(
  { length: 400 },
  (_, index) => `<li class="flex gap-${index % 7}">Die-cut sticker ${index}, ${(index * 37) % 1000} pcs</li>`,
).join('');
const page = (body: string) =>
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<style data-precedence="next" data-href="/_next/static/chunks/a.css">.flex{display:flex}</style>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><title>Stickers</title></head>' +
  `<body><ul>${body}</ul><script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
  '<script>self.__next_f.push([1,"{\\"className\\":\\"flex\\"}"])</script></body></html>';
const html = page(rows);
const prerendered = { 'content-type': 'text/html; charset=utf-8', 'x-nextjs-prerender': '1' };
const script = Buffer.from(
  Array.from(
    { length: 400 },
    (_, index) =>
      `export const sticker${index}=function(a){return a*${(index * 37) % 1000}+"${index.toString(36)}"};`,
  ).join('\n'),
);
const immutable = {
  'content-type': 'application/javascript; charset=UTF-8',
  'cache-control': 'public, max-age=31536000, immutable',
};

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
type Send = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** A server of `send`'s answers behind the layer, for the length of `check`. */
async function serving(
  send: Send,
  check: (ask: (headers?: http.OutgoingHttpHeaders, method?: string) => Promise<Answer>) => Promise<void>,
  options?: { keptBytes?: number },
) {
  const server = http.createServer(compressed(send, options));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const ask = (headers: http.OutgoingHttpHeaders = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) =>
      http
        .request(
          { port: (server.address() as AddressInfo).port, host: '127.0.0.1', method, headers },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks),
              }),
            );
          },
        )
        .on('error', reject)
        .end(),
    );
  try {
    await check(ask);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const sendWhole =
  (headers: Record<string, string>, body: string | Buffer): Send =>
  (_request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.setHeader('content-length', String(Buffer.byteLength(body)));
    response.end(body);
  };

const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The layer's Brotli of an answer once it has its best: asked until it comes smaller than the first. */
async function bestBrotli(
  ask: (headers: http.OutgoingHttpHeaders) => Promise<Answer>,
): Promise<[Answer, Answer]> {
  const first = await ask(browser);
  // The best quality is worked out in the background; a busy machine may take a while.
  for (let tries = 0; tries < 600; tries += 1) {
    const next = await ask(browser);
    if (next.body.length < first.body.length) return [first, next];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The answer never came in a better Brotli.');
}

describe('a prerendered page', () => {
  it('is sent rewritten, with its length, to a client that takes no compression', async () => {
    await serving(sendWhole(prerendered, html), async (ask) => {
      const { headers, body } = await ask();
      expect(body.toString()).toBe(prerenderedPageAsSent(html));
      expect(body.toString()).not.toBe(html);
      expect(headers['content-encoding']).toBeUndefined();
      expect(headers['content-length']).toBe(String(body.length));
    });
  });

  it('is rewritten whole when Next sends it in pieces, strings and buffers', async () => {
    const inPieces: Send = (_request, response) => {
      for (const [name, value] of Object.entries(prerendered)) response.setHeader(name, value);
      response.write(html.slice(0, 100));
      response.write(Buffer.from(html.slice(100, 200)));
      response.end(html.slice(200));
    };
    await serving(inPieces, async (ask) => {
      expect((await ask()).body.toString()).toBe(prerenderedPageAsSent(html));
      expect(brotliDecompressSync((await ask(browser)).body).toString()).toBe(prerenderedPageAsSent(html));
    });
  });

  it('goes in Brotli to a browser that takes it, in gzip or deflate to one that takes only that', async () => {
    await serving(sendWhole(prerendered, html), async (ask) => {
      const brotli = await ask(browser);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-length']).toBe(String(brotli.body.length));
      expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
      expect(brotliDecompressSync(brotli.body).toString()).toBe(prerenderedPageAsSent(html));
      for (let round = 0; round < 2; round += 1) {
        const gzip = await ask({ 'accept-encoding': 'gzip' });
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(gzip.headers['content-length']).toBe(String(gzip.body.length));
        expect(gunzipSync(gzip.body).toString()).toBe(prerenderedPageAsSent(html));
      }
      const deflate = await ask({ 'accept-encoding': 'deflate' });
      expect(deflate.headers['content-encoding']).toBe('deflate');
      expect(inflateSync(deflate.body).toString()).toBe(prerenderedPageAsSent(html));
    });
  });

  it('comes to the next visitors in Brotli at its best, the same page, smaller', async () => {
    await serving(sendWhole(prerendered, html), async (ask) => {
      const [first, best] = await bestBrotli(ask);
      expect(brotliDecompressSync(best.body).toString()).toBe(prerenderedPageAsSent(html));
      expect(best.headers['content-length']).toBe(String(best.body.length));
      expect(brotliDecompressSync(first.body).equals(brotliDecompressSync(best.body))).toBe(true);
    });
  });

  it('is never sent stale: a page Next writes anew is sent anew', async () => {
    let version = 1;
    const regenerated: Send = (request, response) =>
      sendWhole(prerendered, page(`<li>Version ${version}</li>${rows}`))(request, response);
    await serving(regenerated, async (ask) => {
      await bestBrotli(ask);
      version = 2;
      const answer = await ask(browser);
      expect(brotliDecompressSync(answer.body).toString()).toContain('<li>Version 2</li>');
      expect(gunzipSync((await ask({ 'accept-encoding': 'gzip' })).body).toString()).toContain('Version 2');
    });
  });

  it('is sent right when nothing can be kept', async () => {
    await serving(
      sendWhole(prerendered, html),
      async (ask) => {
        for (let round = 0; round < 3; round += 1)
          expect(brotliDecompressSync((await ask(browser)).body).toString()).toBe(
            prerenderedPageAsSent(html),
          );
      },
      { keptBytes: 10 },
    );
  });
});

describe('a file of the build', () => {
  it('is kept compressed, and sent as it is to a client that takes no compression', async () => {
    await serving(sendWhole(immutable, script), async (ask) => {
      const [, best] = await bestBrotli(ask);
      expect(brotliDecompressSync(best.body).equals(script)).toBe(true);
      expect(gunzipSync((await ask({ 'accept-encoding': 'gzip' })).body).equals(script)).toBe(true);
      const plain = await ask();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(script)).toBe(true);
    });
  });

  it('is passed on as it comes past 4 MB, not held whole', async () => {
    // Random text, so the compressor has output to pass on before the end; in gzip, which passes
    // it on as it goes (Brotli's stream holds megabytes before its first output).
    const piece = Buffer.from(randomBytes(48 * 1024).toString('base64'));
    let received: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (received = resolve));
    // The file ends only once the browser has its first bytes: held whole, it would never end.
    const streamed: Send = (_request, response) => {
      for (const [name, value] of Object.entries(immutable)) response.setHeader(name, value);
      for (let sent = 0; sent < 5 * 1024 * 1024; sent += piece.length) response.write(piece);
      void arrived.then(() => response.end(piece));
    };
    const server = http.createServer(compressed(streamed));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const body = await new Promise<Buffer>((resolve, reject) =>
        http
          .get(
            {
              port: (server.address() as AddressInfo).port,
              host: '127.0.0.1',
              headers: { 'accept-encoding': 'gzip' },
            },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => {
                chunks.push(chunk);
                received();
              });
              response.on('end', () => resolve(Buffer.concat(chunks)));
            },
          )
          .on('error', reject),
      );
      expect(gunzipSync(body).length).toBe(Math.ceil((5 * 1024 * 1024) / piece.length + 1) * piece.length);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the rest', () => {
  it('is compressed as it comes and passed on as it is: a page per request, JSON, HEAD, a range', async () => {
    const perRequest: Send = (_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.write(html.slice(0, 100));
      response.end(html.slice(100));
    };
    await serving(perRequest, async (ask) => {
      expect((await ask()).body.toString()).toBe(html);
      expect(brotliDecompressSync((await ask(browser)).body).toString()).toBe(html);
    });
    await serving(
      sendWhole({ 'content-type': 'application/json', 'x-nextjs-prerender': '1' }, html),
      async (ask) => expect((await ask()).body.toString()).toBe(html),
    );
    await serving(sendWhole(prerendered, html), async (ask) => {
      const head = await ask(browser, 'HEAD');
      expect(head.headers['content-length']).toBe(String(Buffer.byteLength(html)));
      expect(head.body.length).toBe(0);
    });
    const range: Send = (_request, response) => {
      response.statusCode = 206;
      sendWhole({ ...immutable, 'content-range': `bytes 0-99/${script.length}` }, script.subarray(0, 100))(
        _request,
        response,
      );
    };
    await serving(range, async (ask) => {
      const partial = await ask({ range: 'bytes=0-99' });
      expect(partial.status).toBe(206);
      expect(partial.body.equals(script.subarray(0, 100))).toBe(true);
    });
  });
});

describe('the kept answers', () => {
  const bytes = (length: number) => Buffer.alloc(length);

  it('drop the least recently sent past their bound', () => {
    const kept = new KeptAnswers(10);
    kept.set('a', bytes(4));
    kept.set('b', bytes(4));
    expect(kept.get('a')).toBeDefined(); // a is now the more recent
    kept.set('c', bytes(4));
    expect(['a', 'b', 'c'].map((key) => kept.peek(key) !== undefined)).toEqual([true, false, true]);
    expect(kept.bytes).toBe(8);
    kept.set('a', bytes(2)); // a new body for a kept key replaces it
    expect(kept.bytes).toBe(6);
  });

  it('keep nothing larger than their bound, and improve only a kept answer, to a smaller one', () => {
    const kept = new KeptAnswers(10);
    kept.set('big', bytes(11));
    expect(kept.peek('big')).toBeUndefined();
    kept.improve('gone', bytes(1));
    expect(kept.peek('gone')).toBeUndefined();
    kept.set('a', bytes(5));
    kept.improve('a', bytes(6));
    expect(kept.get('a')?.length).toBe(5);
    kept.improve('a', bytes(3));
    expect(kept.get('a')?.length).toBe(3);
    expect(kept.bytes).toBe(3);
  });
});
