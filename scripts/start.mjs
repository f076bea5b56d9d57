#!/usr/bin/env node
// `npm start`: the production server. Builds first when there is no build or a source file is
// newer than it (settings are read at run time, so changing them needs no build). With a
// managed database (DATABASE_URL) it applies the migrations first: on a Node host, starting
// is the deploy step. Next runs inside our own HTTP server, which records the address of
// every connection it accepts in X-Forwarded-For (see clientAddress in lib/http).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migratedPglite, pgliteSeedFile } from '../lib/db/pglite-seed.mjs';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS } from '../lib/errors/busy.mjs';
import { compressed } from './lib/compressed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const buildId = path.join(root, '.next', 'BUILD_ID');
const sources = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'drizzle',
  'proxy.ts',
  'next.config.ts',
  'package-lock.json',
  'postcss.config.mjs',
  'instrumentation.ts',
];

/** The newest modification time of a file, or of anything in a folder (0 when absent). */
export function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function buildReason() {
  if (!existsSync(buildId)) return 'no production build yet';
  const builtAt = statSync(buildId).mtimeMs;
  const changed = sources.find((source) => newestMtime(path.join(root, source)) > builtAt);
  return changed ? `${changed} changed since the last build` : undefined;
}

export function buildIfNeeded() {
  process.env.NODE_ENV = 'production';
  const reason = buildReason();
  if (!reason) return;
  console.info(`[start] building (${reason})...`);
  const result = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Writes the embedded database's seed (lib/db/pglite-seed.mjs) unless one at least as new as
 * the build is there: a build made with plain `next build` gets its seed at the next start.
 * Written aside and renamed, so a server starting meanwhile never reads half a file.
 */
export async function writeDatabaseSeedIfNeeded() {
  if (existsSync(pgliteSeedFile) && statSync(pgliteSeedFile).mtimeMs >= statSync(buildId).mtimeMs) return;
  const client = await migratedPglite();
  try {
    const dump = await client.dumpDataDir('gzip');
    const partial = `${pgliteSeedFile}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, pgliteSeedFile);
  } finally {
    await client.close();
  }
  console.info('[start] wrote the embedded database seed');
}

/** `::ffff:203.0.113.5` (IPv4 over a dual-stack socket) as the plain IPv4 address. */
function peerAddress(socket) {
  const address = socket.remoteAddress ?? 'unknown';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/**
 * Appends the connection's address to whatever X-Forwarded-For arrived: the last entry is
 * always the peer this server saw, which no client can forge. TRUSTED_PROXY_HOPS says how
 * many entries before it came from proxies of yours (0 when nothing is in front).
 */
export function recordPeer(request) {
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

/** The 503 a shed request gets: JSON for the API, a short page for a browser. */
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

/** Counts the requests under way and sheds those past MAX_REQUESTS_IN_FLIGHT. */
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

export async function startServer() {
  buildIfNeeded();
  // With PostgreSQL the seed would go unused.
  if (!process.env.DATABASE_URL?.trim()) await writeDatabaseSeedIfNeeded();
  const port = Number(process.env.PORT || 3000);
  // The site's own URLs follow this port when SITE_URL is unset (lib/config reads PORT).
  process.env.PORT = String(port);
  // This process lives on: it may keep timers of its own (lib/site-cache's change watcher).
  process.env.PRINT_SHOP_LONG_RUNNING = 'true';
  if (process.env.DATABASE_URL?.trim()) {
    const { migrateDatabase } = await import('./db-migrate.mjs');
    await migrateDatabase();
    console.info('[start] database migrations applied');
  }
  // BIND_ADDRESS=127.0.0.1 behind a reverse proxy on the same machine: nobody can then reach
  // the server around the proxy (and its X-Forwarded-For entry). Default: every interface.
  const bindAddress = process.env.BIND_ADDRESS?.trim() || undefined;
  const { close } = await serveNext({ dir: root, port, bindAddress });
  console.info(`[start] listening on ${bindAddress ?? 'every interface'}, port ${port}`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => close().finally(() => process.exit(0)));
  }
}

/**
 * The built Next app in `dir` behind this server's own layers (the peer's address, the request
 * gate, compression). `npm run lighthouse` serves its minimal page through it too, so the page
 * it compares the site's against is sent the same way.
 */
export async function serveNext({ dir, port, bindAddress }) {
  process.env.NODE_ENV = 'production';
  // Read by next.config.ts as Next starts: this server compresses, Next's own gzip stands down.
  process.env.SERVER_COMPRESSES = 'true';
  const { default: next } = await import('next');
  const app = next({ dev: false, dir, port });
  const handle = requestGate(compressed(app.getRequestHandler()));
  await app.prepare();
  const server = createServer((request, response) => {
    recordPeer(request);
    handle(request, response);
  });
  // Node closes an idle kept-alive connection after 5 s, and a client that sends on it just
  // then (a browser, a proxy in front, a test's API client) gets a reset instead of an answer.
  // Held past a load balancer's usual 60-second idle limit, the client is the side that closes.
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, bindAddress, resolve));
  return {
    close: () => {
      server.close();
      server.closeAllConnections();
      return app.close();
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--build-only')) {
    buildIfNeeded();
    await writeDatabaseSeedIfNeeded();
  } else
    startServer().catch((error) => {
      console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
