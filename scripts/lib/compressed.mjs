// How the one-machine server (scripts/start.mjs) compresses what it sends; `npm run lighthouse`
// sends its minimal page and --dissect's pages the same way, so they compare like with like.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, brotliDecompress, constants, gzipSync } from 'node:zlib';
import compressible from 'compressible';
import compression from 'compression';
import Negotiator from 'negotiator';
import { prerenderedPageAsSent } from './prerendered-pages.mjs';

/**
 * Brotli where the browser takes it (every current one), gzip where it takes only that: a
 * page's HTML is a third smaller than with the gzip Next sends by itself (the home page 24 KB
 * against 37 KB), for about the same CPU time at this quality, and on a phone's connection
 * that is the first screen sooner. Vercel and Amplify compress at their edge instead. Each answer
 * being compressed holds about 1.6 MB of the encoder's for its few milliseconds (gzip 0.4 MB),
 * released when the answer ends or the visitor goes: the request gate's 100 bound it at 160 MB.
 */
const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const compress = compression({ brotli });
const brotliCompressed = promisify(brotliCompress);
const brotliDecompressed = promisify(brotliDecompress);

/**
 * Brotli's best, for an answer kept compressed: a product page 23.0 KB against 26.1 at quality
 * 5, the scripts a first visit fetches 162 KB against 178, for about 30 times the CPU time, spent
 * once per answer and off the event loop.
 */
const brotliBest = (length) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: length,
  },
});

/** How many bytes `text` takes as this server sends a page it keeps to a browser that takes Brotli. */
export function brotliLength(text) {
  return brotliCompressSync(text, brotliBest(Buffer.byteLength(text))).length;
}

/** The encodings a browser is offered, negotiated as the compression middleware negotiates them. */
const ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED_ENCODINGS = ['br', 'gzip'];

/**
 * The most the kept answers take, in all. The whole site takes about 7 MB in Brotli (76 pages 1.6,
 * their 379 payloads for the router 4.0, the build's scripts 1.0) and as much again in gzip.
 */
const KEPT_BYTES = 32 * 1024 * 1024;
/**
 * An answer longer than this is passed on as it comes, not held whole, kept or rewritten. The
 * largest script is 1.2 MB, the longest page 0.3 MB.
 */
const HELD_BYTES = 4 * 1024 * 1024;

/** Compressed answers by key, the least recently sent dropped first past a bound on their bytes. */
export class KeptAnswers {
  #answers = new Map();
  #bytes = 0;

  constructor(maxBytes) {
    this.maxBytes = maxBytes;
  }

  /** The bytes the kept answers take. */
  get bytes() {
    return this.#bytes;
  }

  get(key) {
    const body = this.#answers.get(key);
    if (body !== undefined) {
      this.#answers.delete(key);
      this.#answers.set(key, body);
    }
    return body;
  }

  /** The answer kept under `key`, as `get` but leaving it where it is in the order of dropping. */
  peek(key) {
    return this.#answers.get(key);
  }

  set(key, body) {
    this.#drop(key);
    if (body.length > this.maxBytes) return;
    this.#answers.set(key, body);
    this.#bytes += body.length;
    for (const oldest of this.#answers.keys()) {
      if (this.#bytes <= this.maxBytes) break;
      this.#drop(oldest);
    }
  }

  /** `body` in place of the answer kept under `key`, if that is still kept and `body` is smaller. */
  improve(key, body) {
    if (body.length < (this.#answers.get(key)?.length ?? 0)) this.set(key, body);
  }

  #drop(key) {
    const body = this.#answers.get(key);
    if (body === undefined) return;
    this.#answers.delete(key);
    this.#bytes -= body.length;
  }
}

/**
 * What kind of answer this is, as it begins: a page Next prerendered (sent rewritten, see
 * prerendered-pages.mjs), another answer that repeats byte for byte (a prerendered page's payload,
 * a file of the build whose name pins its bytes, marked `immutable`), or null for the rest.
 */
function repeatedAnswer(request, response) {
  if (request.method !== 'GET' || response.statusCode !== 200 || response.headersSent) return null;
  const type = String(response.getHeader('content-type') ?? '');
  const cacheControl = String(response.getHeader('cache-control') ?? '');
  if (!compressible(type) || cacheControl.includes('no-transform')) return null;
  const prerendered = response.getHeader('x-nextjs-prerender') !== undefined;
  if (prerendered && type.startsWith('text/html')) return 'page';
  return prerendered || /\bimmutable\b/.test(cacheControl) ? 'file' : null;
}

/**
 * `handle` with its answers compressed. A prerendered page is sent as prerenderedPageAsSent
 * rewrites it. An answer that repeats byte for byte is compressed once and kept: Brotli at quality
 * 5 the first time (as every answer is), its best quality in the background for the next, or
 * gzip. `npm run bench` measured a product page at 18.9 ms of server CPU a request before (15
 * times the trivial route's, most of it the rewrite and Brotli) and 3.4 after; the scripts it
 * names, 5.6 ms a request against 1.2. An answer is kept under its encoding and the digest of the
 * bytes Next wrote, so one Next writes differently (a page regenerated) is never sent stale, and
 * what is kept is only ever sent for those same bytes. An answer already compressed (one this
 * server passes on) is left as it is; a Next app run behind this must leave compressing to it
 * (serveNext in scripts/start.mjs).
 */
export function compressed(handle, { keptBytes = KEPT_BYTES } = {}) {
  const kept = new KeptAnswers(keptBytes);
  /**
   * Brotli's best for the answers kept, one at a time: at most one core, behind the requests. Only
   * the keys wait their turn; each answer is read back from its quick Brotli (a millisecond), so a
   * burst of new answers holds no more memory than they take kept. One that fails stays as it is.
   */
  let improving = Promise.resolve();
  const improveLater = (key) => {
    improving = improving
      .then(async () => {
        const quick = kept.peek(key);
        if (quick === undefined) return;
        const body = await brotliDecompressed(quick);
        kept.improve(key, await brotliCompressed(body, brotliBest(body.length)));
      })
      .catch(() => {});
  };
  /** The answer's bytes in `encoding`, kept, or compressed now and kept. */
  const encodedAnswer = (kind, held, encoding) => {
    const digest = createHash('sha256');
    for (const chunk of held) digest.update(chunk);
    const key = `${encoding} ${kind} ${digest.digest('base64')}`;
    const known = kept.get(key);
    if (known !== undefined) return known;
    const body = answerAsSent(kind, held);
    const encoded = encoding === 'br' ? brotliCompressSync(body, brotli) : gzipSync(body);
    kept.set(key, encoded);
    if (encoding === 'br') improveLater(key);
    return encoded;
  };

  const keeping = (request, response) => {
    const { write, end } = response;
    /** What kind of answer is held, decided at its first write; null once it is passed on. */
    let kind;
    /** The encoding it is kept in (br or gzip), or null when it is only rewritten. */
    let keptIn = null;
    /** The answer's chunks while it is held. */
    let held = [];
    let heldBytes = 0;
    const holds = () => {
      if (kind !== undefined) return kind;
      kind = repeatedAnswer(request, response);
      if (kind === null) return kind;
      // Negotiated only for an answer that repeats: every other answer is the middleware's alone.
      const accepted = new Negotiator(request).encoding(ENCODINGS, PREFERRED_ENCODINGS);
      if (accepted === 'br' || accepted === 'gzip') keptIn = accepted;
      // A file is only held to be kept; a page, to be rewritten too.
      else if (kind === 'file') kind = null;
      return kind;
    };
    const passOn = () => {
      kind = null;
      const chunks = held;
      held = [];
      if (chunks.length > 0) write.call(response, Buffer.concat(chunks));
    };
    const toBuffer = (chunk, encoding) =>
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
        : chunk;

    response.write = (chunk, encoding, callback) => {
      if (!holds()) return write.call(response, chunk, encoding, callback);
      const buffer = toBuffer(chunk, encoding);
      held.push(buffer);
      heldBytes += buffer.length;
      if (heldBytes > HELD_BYTES) passOn();
      (typeof encoding === 'function' ? encoding : callback)?.();
      return true;
    };
    response.end = (chunk, encoding, callback) => {
      if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk];
      else if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
      if (!holds()) return end.call(response, chunk, encoding, callback);
      if (chunk !== undefined && chunk !== null) held.push(toBuffer(chunk, encoding));
      let body;
      if (keptIn) {
        body = encodedAnswer(kind, held, keptIn);
        response.setHeader('content-encoding', keptIn);
      } else body = answerAsSent(kind, held);
      if (keptIn || response.getHeader('content-length') !== undefined)
        response.setHeader('content-length', body.length);
      return end.call(response, body, undefined, callback);
    };
    return handle(request, response);
  };
  return (request, response) => compress(request, response, () => keeping(request, response));
}

/** The bytes of a held answer as this server sends them, before any compression. */
function answerAsSent(kind, held) {
  const answer = Buffer.concat(held);
  return kind === 'page' ? Buffer.from(prerenderedPageAsSent(answer.toString('utf8'))) : answer;
}
