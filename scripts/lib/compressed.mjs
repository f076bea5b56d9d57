// How the one-machine server (scripts/start.mjs) compresses what it sends; `npm run lighthouse`
// sends its minimal page and --dissect's pages the same way, so they compare like with like.
import { brotliCompressSync, constants } from 'node:zlib';
import compression from 'compression';

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

/** How many bytes `text` takes as this server sends it to a browser that takes Brotli. */
export function brotliLength(text) {
  return brotliCompressSync(text, brotli).length;
}

/**
 * `handle` with its answers compressed. An answer already compressed (one this server passes on)
 * is left as it is; a Next app run behind this must leave compressing to it (serveNext in
 * scripts/start.mjs).
 */
export function compressed(handle) {
  return (request, response) => compress(request, response, () => handle(request, response));
}
