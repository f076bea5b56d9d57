// Next inside our own HTTP server, for what `next start` lacks: the peer's address recorded in
// X-Forwarded-For (see clientAddress in lib/http), fast 503s past a bound on the requests under
// way, and idle connections held past a load balancer's idle limit. What Next writes and how
// it compresses (gzip; Brotli is the reverse proxy's, docs/deploy.md) pass through untouched.
import { createServer } from 'node:http';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS } from '../lib/errors/busy.mjs';

/** @typedef {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void} Handler */

/**
 * `::ffff:203.0.113.5` (IPv4 over a dual-stack socket) as the plain IPv4 address.
 * @param {import('node:net').Socket} socket
 */
function peerAddress(socket) {
  const address = socket.remoteAddress ?? 'unknown';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/**
 * Appends the connection's address to whatever X-Forwarded-For arrived: the last entry is
 * always the peer this server saw, which no client can forge. TRUSTED_PROXY_HOPS says how
 * many entries before it came from proxies of yours (0 when nothing is in front).
 * @param {import('node:http').IncomingMessage} request
 */
function recordPeer(request) {
  const peer = peerAddress(request.socket);
  const sent = request.headers['x-forwarded-for'];
  request.headers['x-forwarded-for'] = sent ? `${sent}, ${peer}` : peer;
}

/**
 * Requests this server works on at once, at most; past it a request is answered 503 at once
 * (with Retry-After) instead of waiting behind the others for a CPU: at about 7 ms of CPU time
 * for the costliest request (a quote), a full house is under a second of work. The database
 * pool bounds its own queue the same way (lib/db/shedding-pool.ts).
 */
export const MAX_REQUESTS_IN_FLIGHT = 100;
/** Liveness answers whatever the load: it touches nothing (app/api/health/live). */
const LIVENESS_PATH = '/api/health/live';

/**
 * The 503 a shed request gets: JSON for the API, a short page for a browser.
 * @type {Handler}
 */
function answerBusy(request, response) {
  const api = request.url?.startsWith('/api/');
  response.writeHead(503, {
    'Retry-After': String(BUSY_RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
    'Content-Type': api ? 'application/json' : 'text/html; charset=utf-8',
  });
  response.end(
    api
      ? JSON.stringify({ message: BUSY_MESSAGE, code: 'ServiceBusy', statusCode: 503 })
      : `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Busy</title><p>${BUSY_MESSAGE}</p></html>`,
  );
}

/**
 * Counts the requests under way and sheds those past MAX_REQUESTS_IN_FLIGHT.
 * @param {Handler} handle
 * @returns {Handler}
 */
export function requestGate(handle) {
  let inFlight = 0;
  return (request, response) => {
    if (inFlight >= MAX_REQUESTS_IN_FLIGHT && request.url !== LIVENESS_PATH)
      return answerBusy(request, response);
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
    });
    handle(request, response);
  };
}

/**
 * The built Next app in `dir` behind this server's layers. `npm run lighthouse` serves its
 * minimal page through it too, so the page it compares the site's against is sent the same way.
 * @param {{ dir: string, port: number, bindAddress?: string }} options
 * @returns {Promise<{ close: () => Promise<void> }>}
 */
export async function serveNext({ dir, port, bindAddress }) {
  // Assigned through Object.assign: Next's types declare NODE_ENV read-only.
  Object.assign(process.env, { NODE_ENV: 'production' });
  const { default: next } = await import('next');
  const app = next({ dev: false, dir, port });
  const handle = requestGate(app.getRequestHandler());
  await app.prepare();
  const server = createServer((request, response) => {
    recordPeer(request);
    handle(request, response);
  });
  // Node closes an idle kept-alive connection after 5 s, and a client that sends on it just
  // then (a browser, a proxy in front, a test's API client) gets a reset instead of an answer.
  // Held past a load balancer's usual 60-second idle limit, the client is the side that closes.
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve, reject) =>
    server.once('error', reject).listen(port, bindAddress, () => resolve(undefined)),
  );
  return {
    close: () => {
      server.close();
      server.closeAllConnections();
      return app.close();
    },
  };
}
