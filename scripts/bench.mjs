#!/usr/bin/env node
// `npm run bench`: loads the built-in product API on 127.0.0.1 and prints the figures the
// quote issue asks for. It starts `npm start` of the one build (`.next`, built first if stale,
// as `npm start` does; settings are read at run time, so it needs no build of its own) on
// BENCH_PORT (default 3900) with a fresh data directory, so it never touches a running shop;
// then the quote submission once more on a fresh PostgreSQL database (TEST_DATABASE_URL's
// server, default 127.0.0.1:5432), dropped afterwards. On both it also approves proofs and
// takes card payments through the Stripe stand-in (scripts/lib/bench-orders.mjs).
// `npm run bench -- --profile[=postgres]` instead profiles the server under the quote load
// (node --cpu-prof) and prints where its time went; `--profile=approvals` under proof approvals
// (the quote page's server action) on PGlite.
// `npm run overload` (`-- --overload`) instead offers the PostgreSQL profile twice the quotes
// it can take for a minute and prints how it answered, and how soon it recovered.
// `npm run soak` (`-- --soak[=minutes]`) instead runs the embedded profile under mixed traffic for
// 30 minutes and prints its memory each minute.
// `npm run bench -- --inbox` instead measures the staff console's quote inbox at 1,000,000
// quotes in PostgreSQL (scripts/lib/bench-inbox.mjs); with `--reports` also the console's
// reports for a year, over each quote's proofs, stage moves and payments seeded beside it.
// Latency on shared cores swings from round to round; the server's CPU time per request
// (from /proc/<pid>/stat) is steadier, so it is printed for each route beside the trivial one:
// after a warm-up, in rounds that take the routes in turn (so each round's ratio compares
// routes on the same machine), as the median of the rounds. With PostgreSQL the database's own
// CPU time is in PostgreSQL's processes, not the server's: that figure is the server's part.
// Latency is read on connections already open, each connection's first answer counted apart
// (scripts/lib/kept-connections.mjs): the wait to be accepted is the load's opening, not the route.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchInbox } from './lib/bench-inbox.mjs';
import { prerenderedRoutes } from './lib/build-routes.mjs';
import { profileTop } from './lib/cpu-profile-top.mjs';
import { median } from './lib/median.mjs';
import { runOnKeptConnections } from './lib/kept-connections.mjs';
import { steadyLoad } from './lib/steady-load.mjs';
import { buildIfNeeded } from '../server/build.mjs';
import { writeDatabaseSeedIfNeeded } from '../server/database.mjs';
import { MAX_REQUESTS_IN_FLIGHT } from '../server/serve.mjs';
import { pgliteSeedFor } from '../lib/db/pglite-seed.mjs';
import { StripeServer } from '../tests/helpers/stripe-server.mjs';
import { ORDERS_PER_ROUND, orderLoads, seedQuotesAwaitingApproval } from './lib/bench-orders.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3900);
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'print-shop-bench-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  SITE_URL: origin,
  DATA_DIR: dataDir,
  BIND_ADDRESS: '127.0.0.1',
  // The bench's X-Forwarded-For plays a proxy of ours naming the visitor: one address per
  // request, as real traffic has (one address may send 30 quotes an hour).
  TRUSTED_PROXY_HOPS: '1',
};
const UPLOAD_BYTES = 50 * 1024 * 1024;

const postgresAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

if (process.argv.includes('--inbox')) {
  await benchInbox({ root, adminUrl: postgresAdminUrl, reports: process.argv.includes('--reports') });
  process.exit(0);
}

buildIfNeeded();

function startServer(settings = {}, nodeOptions = []) {
  return spawn(process.execPath, [...nodeOptions, path.join(root, 'server', 'start.mjs')], {
    cwd: root,
    env: { ...env, ...settings },
    stdio: 'ignore',
  });
}

async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function postgresAdmin(statement) {
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Runs `work` against `npm start` on a fresh PostgreSQL database (which `npm start` migrates
 * first), with the settings such a deploy must have (rate limits then live in PostgreSQL too).
 * Resolves with what `work` answers, or with why it could not run.
 */
async function withPostgresServer(work, { nodeOptions = [], settings: extra = {} } = {}) {
  const name = `print_shop_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  try {
    await postgresAdmin(`create database ${name}`);
  } catch (error) {
    return { skipped: `PostgreSQL at ${new URL(postgresAdminUrl).host} does not answer (${error.message})` };
  }
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const settings = {
    DATABASE_URL: url.toString(),
    UPLOAD_SIGNING_SECRET: randomUUID() + randomUUID(),
    IDENTITY_KEY_SECRET: randomUUID() + randomUUID(),
    ...extra,
  };
  let server;
  try {
    server = startServer(settings, nodeOptions);
    await waitForHealth();
    return await work(server, settings.DATABASE_URL);
  } finally {
    if (server) await stopServer(server);
    await postgresAdmin(`drop database if exists ${name} with (force)`);
  }
}

/** The quote submission, approval and payment again on a managed database: latency and CPU time. */
function ordersOnPostgres(quoteLoad, trivialLoad, standIn) {
  return withPostgresServer(
    async (server, databaseUrl) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const awaiting = await seedQuotesAwaitingApproval(
        (...query) => client.query(...query),
        ORDERS_SEEDED,
      ).finally(() => client.end());
      const { approvalLoad, paymentLoad } = orderLoads({ root, origin, standIn, awaiting });
      for (const route of [trivialLoad, quoteLoad]) await load({ connections: 10, duration: 3, ...route });
      await approvalLoad.run(ORDERS_WARM_UP);
      await paymentLoad.run(ORDERS_WARM_UP);
      const latency = await quoteLatencyRounds(trivialLoad, quoteLoad);
      const cpu = await cpuRounds(server.pid, [
        ['trivial JSON route, PostgreSQL profile', trivialLoad],
        ['quote submission, PostgreSQL (server process only)', quoteLoad],
        ['proof approval, PostgreSQL (server process only)', approvalLoad],
        ['card payment, PostgreSQL (server process only)', paymentLoad],
      ]);
      return { latency, cpu };
    },
    { settings: stripeSettings(standIn) },
  );
}

/** The site takes cards through the Stripe stand-in, which posts its events to the site. */
async function startStandIn() {
  const standIn = new StripeServer({
    secretKey: 'sk_test_bench_stand_in',
    webhookSecret: 'whsec_bench_stand_in',
    webhookUrl: `${origin}/api/webhooks/stripe`,
  });
  await standIn.start();
  return standIn;
}

const stripeSettings = (standIn) => ({
  STRIPE_SECRET_KEY: standIn.options.secretKey,
  STRIPE_WEBHOOK_SECRET: standIn.options.webhookSecret,
  STRIPE_API_URL: standIn.origin,
});

/** The embedded database of the bench's data directory, made from the build's seed, with quotes awaiting approval. */
async function seededPglite() {
  await writeDatabaseSeedIfNeeded();
  const directory = path.join(dataDir, 'db');
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(directory, { loadDataDir: await pgliteSeedFor(directory) });
  try {
    return await seedQuotesAwaitingApproval((...query) => client.query(...query), ORDERS_SEEDED);
  } finally {
    await client.close();
  }
}

/** `--soak[=minutes]`: how long the embedded profile is soaked (default 30 minutes). */
const SOAK_MINUTES = Number(
  process.argv.find((arg) => arg.startsWith('--soak='))?.slice('--soak='.length) ?? 30,
);
/** Requests a second the soak sends: a small shop's busy hour, several times over. */
const SOAK_RATE = 8;

/**
 * `--soak`: the embedded profile (PGlite) under mixed traffic at SOAK_RATE requests a second for
 * SOAK_MINUTES, printing the server's resident memory each minute (issue 36: it grew by about
 * 3.9 MB a minute, and from 531 to 1,305 MB over 39,000 requests, while PostgreSQL stayed flat).
 */
async function soak() {
  if (!Number.isFinite(SOAK_MINUTES) || SOAK_MINUTES <= 0)
    throw new Error('--soak=<minutes> takes a number of minutes.');
  const server = startServer();
  try {
    await waitForHealth();
    const { trivialLoad, priceLoad, quoteLoad } = await routeLoads();
    const { scriptsLoad } = await firstVisitLoads();
    // Every prerendered page, as browsers ask for it.
    const pagesLoad = {
      path: '/',
      requests: prerenderedRoutes().map(({ route }) => ({ path: route })),
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    };
    // A visitor's mix: pages and their scripts, prices while choosing, now and then a quote,
    // and probes.
    const mix = [pagesLoad, pagesLoad, pagesLoad, scriptsLoad, priceLoad, priceLoad, quoteLoad, trivialLoad];
    const started = Date.now();
    console.log(`soak: ${SOAK_RATE} requests a second for ${SOAK_MINUTES} min, embedded profile (PGlite)`);
    console.log(`  +0 min: RSS ${(treeRss(server.pid) / 1048576).toFixed(0)} MB`);
    let sent = 0;
    for (let minute = 1; minute <= SOAK_MINUTES; minute += 1) {
      const results = await Promise.all(
        mix.map((route) =>
          load({ ...route, connections: 1, overallRate: SOAK_RATE / mix.length, duration: 60 }),
        ),
      );
      sent += results.reduce((sum, result) => sum + result.requests.total, 0);
      const failed = results.reduce((sum, result) => sum + result.non2xx + result.errors, 0);
      console.log(
        `  +${minute} min: RSS ${(treeRss(server.pid) / 1048576).toFixed(0)} MB after ${sent} requests (${failed} not 2xx this minute)`,
      );
    }
    console.log(`soak done in ${((Date.now() - started) / 60000).toFixed(1)} min`);
  } finally {
    await stopServer(server);
  }
}

const OVERLOAD_SECONDS = 60;

/**
 * `--overload`: the PostgreSQL profile offered twice the quotes it can take, at a steady rate,
 * for a minute: the target is a capacity of at least 100 quotes a second and, offered twice it,
 * refusals only as fast 503s with Retry-After, no errors or timeouts, the stored quotes' p99 under
 * a second, and the server answering normally within seconds of the load stopping.
 */
async function overload() {
  const outcome = await withPostgresServer(async () => {
    const { quoteLoad } = await routeLoads();
    await load({ connections: MAX_REQUESTS_IN_FLIGHT, duration: 3, ...quoteLoad });
    // Capacity with as many quotes under way as the server works on at once.
    const capacity = await load({ connections: MAX_REQUESTS_IN_FLIGHT, ...quoteLoad });
    const rate = Math.max(2, Math.round(2 * capacity.requests.average));
    console.log(
      `capacity: ${Math.round(capacity.requests.average)} quotes/s at ${MAX_REQUESTS_IN_FLIGHT} connections (p99 ${capacity.kept.p99} ms); offering ${rate}/s for ${OVERLOAD_SECONDS} s`,
    );
    const [{ setupRequest }] = quoteLoad.requests;
    const overloaded = await steadyLoad({
      url: `${origin}${quoteLoad.path}`,
      warmUpUrl: `${origin}/api/health/live`,
      rate,
      seconds: OVERLOAD_SECONDS,
      nextRequest: () => ({ method: 'POST', ...setupRequest({}) }),
    });
    const statuses = Object.entries(overloaded.statuses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    const latency = ({ p50, p99, max }) =>
      `p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${max.toFixed(0)} ms`;
    const perStatus = Object.entries(overloaded.latencyByStatus)
      .map(([status, figures]) => `${status} ${latency(figures)}`)
      .join('; ');
    console.log(
      `under load: ${overloaded.sent} sent (${statuses}), ${overloaded.errors} errors, ${overloaded.timeouts} timeouts; ` +
        `${Math.round((overloaded.statuses[201] ?? 0) / OVERLOAD_SECONDS)} quotes/s stored\n` +
        `  latency ${latency(overloaded.latency)} (${perStatus})`,
    );
    console.log('after the load stopped (readiness check, then one quote, each second):');
    for (let second = 1; second <= 10; second += 1) {
      const started = performance.now();
      const health = await fetch(`${origin}/api/health`);
      const healthMs = performance.now() - started;
      const { body, headers } = setupRequest({});
      const quoteStarted = performance.now();
      const quote = await fetch(`${origin}${quoteLoad.path}`, { method: 'POST', body, headers });
      const quoteMs = performance.now() - quoteStarted;
      console.log(
        `  +${second} s: health ${health.status} in ${healthMs.toFixed(0)} ms, quote ${quote.status} in ${quoteMs.toFixed(0)} ms`,
      );
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - healthMs - quoteMs)));
    }
  });
  if (outcome?.skipped) console.log(`not measured: ${outcome.skipped}`);
}

const CLOCK_TICKS_PER_SECOND =
  Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** User plus system CPU time of a process and every process under it, in milliseconds. */
function treeCpuMs(pid) {
  const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .stdout.trim()
    .split(/\s+/)
    .filter(Boolean);
  let ticks = 0;
  try {
    // Fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop().split(' ');
    ticks = Number(fields[11]) + Number(fields[12]);
  } catch {
    ticks = 0;
  }
  return (
    (ticks * 1000) / CLOCK_TICKS_PER_SECOND +
    children.reduce((sum, child) => sum + treeCpuMs(Number(child)), 0)
  );
}

const CPU_SAMPLE_REQUESTS = 1500;
// On a shared 2-core machine one round's quote/trivial ratio swung by a fifth either way
// (1.9 to 3.3 within one run): the median of five holds still where that of three did not.
const CPU_ROUNDS = 5;
/** Orders approved and paid before the CPU rounds, so those find the server warm. */
const ORDERS_WARM_UP = 30;
const ORDERS_SEEDED = ORDERS_WARM_UP + CPU_ROUNDS * ORDERS_PER_ROUND;

/**
 * Server CPU milliseconds per request over a fixed number of requests (10 connections): an
 * autocannon load, or a load that sends its own (`run`, the orders: see orderLoads).
 */
async function cpuPerRequest(serverPid, options) {
  const before = treeCpuMs(serverPid);
  const { requests, non2xx } = options.run
    ? await options.run()
    : await autocannon({
        connections: 10,
        amount: CPU_SAMPLE_REQUESTS,
        ...options,
        url: `${origin}${options.path}`,
      }).then((result) => ({ requests: result.requests.total, non2xx: result.non2xx }));
  const spent = treeCpuMs(serverPid) - before;
  return { msPerRequest: spent / requests, non2xx };
}

/**
 * Each route's CPU time per request, the median of CPU_ROUNDS rounds that take the routes in
 * turn, and its ratio to the first route's (the trivial one) in the same round.
 */
async function cpuRounds(serverPid, routes) {
  const rounds = [];
  for (let round = 0; round < CPU_ROUNDS; round += 1) {
    const figures = [];
    for (const [, route] of routes) figures.push(await cpuPerRequest(serverPid, route));
    rounds.push(figures);
  }
  return routes.map(([label], index) => ({
    label,
    msPerRequest: median(rounds.map((figures) => figures[index].msPerRequest)),
    ratio: median(rounds.map((figures) => figures[index].msPerRequest / figures[0].msPerRequest)),
    rounds: rounds.map((figures) => figures[index].msPerRequest),
    non2xx: rounds.reduce((sum, figures) => sum + figures[index].non2xx, 0),
  }));
}

async function waitForHealth() {
  for (let tries = 0; tries < 120; tries += 1) {
    const ok = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not become healthy.');
}

/** Resident memory of the server and every process under it, in bytes. */
function treeRss(pid) {
  const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .stdout.trim()
    .split(/\s+/)
    .filter(Boolean);
  let kb = 0;
  try {
    kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    kb = 0;
  }
  return kb * 1024 + children.reduce((sum, child) => sum + treeRss(Number(child)), 0);
}

/** A closed-loop load of `options.path`, its latency read on kept connections (kept-connections.mjs). */
function load(options) {
  return runOnKeptConnections({ duration: 10, ...options, url: `${origin}${options.path}` });
}

const LATENCY_ROUNDS = 3;

/**
 * The quote's p99 at 10 connections, the median of rounds, each beside the trivial route's in
 * the same round: one 10-second run's p99 swung 35-64 ms on a shared machine.
 */
async function quoteLatencyRounds(trivialLoad, quoteLoad) {
  const rounds = [];
  for (let round = 0; round < LATENCY_ROUNDS; round += 1) {
    const trivial = await load({ connections: 10, duration: 5, ...trivialLoad });
    const quotes = await load({ connections: 10, ...quoteLoad });
    rounds.push({ trivial, quotes });
  }
  const sum = (pick) => rounds.reduce((total, round) => total + pick(round), 0);
  return {
    trivialP99s: rounds.map(({ trivial }) => trivial.kept.p99),
    quoteP99s: rounds.map(({ quotes }) => quotes.kept.p99),
    p99: median(rounds.map(({ quotes }) => quotes.kept.p99)),
    firstMax: Math.max(...rounds.map(({ quotes }) => quotes.firstOnConnection.max)),
    perSecond: sum(({ quotes }) => quotes.requests.average) / rounds.length,
    non2xx: sum(({ quotes }) => quotes.non2xx),
    errors: sum(({ quotes }) => quotes.errors),
  };
}

/** The printed line of `quoteLatencyRounds`' answer. */
function quoteLatencyLine(label, latency) {
  return (
    `${label.padEnd(62)}: p99 ${latency.p99} ms, median of ${LATENCY_ROUNDS} rounds (${latency.quoteP99s.join(', ')}; ` +
    `trivial route ${latency.trivialP99s.join(', ')}), ${Math.round(latency.perSecond)} req/s, ` +
    `non-2xx ${latency.non2xx}, errors ${latency.errors}; a connection's first answer within ${latency.firstMax} ms (target p99 <= 50 ms)`
  );
}

const priceBody = JSON.stringify({ width: 3, height: 2, finish: 'gloss', embossing: 'standard' });

/** A correctly priced quote; each call a different customer, as real submissions are. */
async function quoteBodies() {
  const answer = await fetch(`${origin}/api/calculator-service/public/v1/prices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: priceBody,
  }).then((response) => response.json());
  const price = JSON.parse(answer.body).pricingMatrix['250'];
  return () =>
    JSON.stringify({
      product: 'stickers-labels',
      productOption: 'die-cut',
      embossingOption: 'standard',
      finishOption: 'gloss',
      size: { width: 3, height: 2 },
      quantity: 250,
      price,
      contactName: 'Bench Mark',
      contactEmail: `bench-${randomUUID()}@example.com`,
      contactPhone: '949 555 0199',
      uploadOption: 'skip',
      fulfillmentMethod: 'pickup',
    });
}

async function uploadRssDelta(serverPid) {
  const query = new URLSearchParams({ fileName: 'bench.pdf', fileType: 'application/pdf' });
  const { uploadURL } = await fetch(`${origin}/api/quote-service/public/v1/presigned-urls?${query}`).then(
    (response) => response.json(),
  );
  const before = treeRss(serverPid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(serverPid))), 50);
  const status = await new Promise((resolve, reject) => {
    const request = http.request(uploadURL, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf', 'content-length': UPLOAD_BYTES, origin },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', reject);
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    chunk.write('%PDF-1.4\n');
    const blank = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < UPLOAD_BYTES) {
        const ok = request.write(sent === 0 ? chunk : blank);
        sent += chunk.length;
        if (!ok) return request.once('drain', pump);
      }
      request.end();
    };
    pump();
  });
  clearInterval(sampler);
  peak = Math.max(peak, treeRss(serverPid));
  return { status, deltaMb: (peak - before) / (1024 * 1024) };
}

/** The loads the bench offers, each request from its own visitor (a server must be running). */
async function routeLoads() {
  const trivialLoad = { path: '/api/health/live' };
  // Each request from its own visitor, as real traffic is: one address is limited to 30
  // quotes an hour and 600 price requests in 10 minutes.
  let visitors = 0;
  const nextAddress = () => {
    visitors += 1;
    return `198.18.${(visitors >> 8) & 255}.${visitors & 255}`;
  };
  const priceLoad = {
    path: '/api/calculator-service/public/v1/prices',
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          body: priceBody,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
        }),
      },
    ],
  };
  const nextBody = await quoteBodies();
  const quoteLoad = {
    path: '/api/quote-service/public/v1/quotes',
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          body: nextBody(),
          headers: {
            'content-type': 'application/json',
            origin,
            'idempotency-key': randomUUID(),
            'x-forwarded-for': nextAddress(),
          },
        }),
      },
    ],
  };
  return { trivialLoad, priceLoad, quoteLoad };
}

/** What every current browser offers in Accept-Encoding. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** The product page a visitor from a search lands on. */
const PRODUCT_PAGE = '/stickers/stickers/die-cut-stickers';

/**
 * A browser's first visit to a product page: the page, and the scripts it names, asked for as
 * every current browser asks (`npm start` answers in gzip, Next's own compression).
 */
async function firstVisitLoads() {
  const headers = { 'accept-encoding': BROWSER_ENCODINGS };
  const html = await fetch(`${origin}${PRODUCT_PAGE}`).then((response) => response.text());
  const scripts = [...new Set(html.match(/\/_next\/static\/chunks\/[^"]+\.js/g))];
  if (scripts.length === 0) throw new Error(`${PRODUCT_PAGE} names no script.`);
  return {
    pageLoad: { path: PRODUCT_PAGE, headers },
    scriptsLoad: { path: scripts[0], requests: scripts.map((path) => ({ path })), headers, scripts },
  };
}

const ROUNDS = 3;

/** Quote submissions the profile covers, after the warm-up. */
const PROFILE_REQUESTS = 3000;

/**
 * `--profile[=postgres|approvals]`: the server under the quote load with `node --cpu-prof`, on
 * PGlite or on a fresh PostgreSQL database, or under proof approvals on PGlite; prints the
 * functions with the most self and inclusive time (scripts/lib/cpu-profile-top.mjs) and keeps
 * the .cpuprofile for Chrome's DevTools. The profile covers the whole process, start-up too, so
 * the load is long enough to outweigh it.
 */
async function profileServer() {
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'print-shop-profile-'));
  const nodeOptions = ['--cpu-prof', `--cpu-prof-dir=${profileDir}`];
  const run = async () => {
    const { trivialLoad, quoteLoad } = await routeLoads();
    for (const route of [trivialLoad, quoteLoad]) await load({ connections: 10, duration: 3, ...route });
    await autocannon({
      connections: 10,
      amount: PROFILE_REQUESTS,
      ...quoteLoad,
      url: `${origin}${quoteLoad.path}`,
    });
  };
  if (process.argv.includes('--profile=postgres')) {
    const outcome = await withPostgresServer(run, { nodeOptions });
    if (outcome?.skipped) return console.log(`not measured: ${outcome.skipped}`);
  } else if (process.argv.includes('--profile=approvals')) {
    const standIn = await startStandIn();
    const awaiting = await seededPglite();
    const server = startServer(stripeSettings(standIn), nodeOptions);
    try {
      await waitForHealth();
      const { approvalLoad } = orderLoads({ root, origin, standIn, awaiting });
      await approvalLoad.run(ORDERS_WARM_UP);
      const { non2xx } = await approvalLoad.run(CPU_ROUNDS * ORDERS_PER_ROUND);
      console.log(
        `${CPU_ROUNDS * ORDERS_PER_ROUND} approvals profiled after ${ORDERS_WARM_UP}, failed ${non2xx}`,
      );
    } finally {
      await stopServer(server);
      await standIn.stop();
    }
  } else {
    const server = startServer({}, nodeOptions);
    try {
      await waitForHealth();
      await run();
    } finally {
      await stopServer(server);
    }
  }
  const [file] = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`The server wrote no profile into ${profileDir}.`);
  const { totalMs, self, inclusive } = profileTop(path.join(profileDir, file));
  const print = (title, rows) => {
    console.log(`${title} (of ${(totalMs / 1000).toFixed(1)} s sampled):`);
    for (const { name, ms, share } of rows)
      console.log(`  ${ms.toFixed(0).padStart(7)} ms ${(share * 100).toFixed(1).padStart(5)}%  ${name}`);
  };
  print('self time', self);
  print('inclusive time', inclusive);
  console.log(`profile: ${path.join(profileDir, file)}`);
}

const soaking = process.argv.some((arg) => arg === '--soak' || arg.startsWith('--soak='));
const profiling = process.argv.some((arg) => arg === '--profile' || arg.startsWith('--profile='));
if (process.argv.includes('--overload') || soaking || profiling) {
  try {
    await (soaking ? soak() : profiling ? profileServer() : overload());
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}

const standIn = await startStandIn();
const awaiting = await seededPglite();
const server = startServer(stripeSettings(standIn));
try {
  await waitForHealth();
  const { trivialLoad, priceLoad, quoteLoad } = await routeLoads();
  const { approvalLoad, paymentLoad } = orderLoads({ root, origin, standIn, awaiting });
  const { pageLoad, scriptsLoad } = await firstVisitLoads();
  // Every route is warmed first, so the figures are the steady state, not the first compile.
  const warm = { connections: 10, duration: 3 };
  for (const route of [trivialLoad, priceLoad, quoteLoad, pageLoad, scriptsLoad])
    await load({ ...warm, ...route });
  await approvalLoad.run(ORDERS_WARM_UP);
  await paymentLoad.run(ORDERS_WARM_UP);

  // The trivial route and the price API alternate, so both see the same machine: a shared
  // host's speed drifts over a minute, and the ratio of each round compares like with like.
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const trivial = await load({ connections: 50, duration: 5, ...trivialLoad });
    const prices = await load({ connections: 50, duration: 5, ...priceLoad });
    rounds.push({ trivial, prices, ratio: prices.kept.p99 / trivial.kept.p99 });
  }
  const quotes = await quoteLatencyRounds(trivialLoad, quoteLoad);
  const cpu = await cpuRounds(server.pid, [
    ['trivial JSON route (GET /api/health/live)', trivialLoad],
    ['price API (POST prices)', priceLoad],
    ['quote submission (POST quotes)', quoteLoad],
    ["proof approval (the quote page's server action)", approvalLoad],
    ['card payment (Pay now action + 2 Stripe events; per request)', paymentLoad],
    [`product page (GET ${PRODUCT_PAGE.split('/').at(-1)}, gzip)`, pageLoad],
    [`its ${scriptsLoad.scripts.length} scripts (GET, gzip; per request)`, scriptsLoad],
  ]);
  const upload = await uploadRssDelta(server.pid);
  await stopServer(server);

  // The embedded profile's figures are printed before the PostgreSQL round begins, so a
  // failure there loses none of them.
  const line = (label, result) =>
    `${label.padEnd(62)}: p99 ${result.kept.p99} ms, ${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}, errors ${result.errors}; ` +
    `${result.firstOnConnection.count} connections' first answers within ${result.firstOnConnection.max} ms`;
  const cpuLines = (figures) => {
    for (const { label, msPerRequest, ratio, rounds, non2xx } of figures)
      console.log(
        `${label.padEnd(62)}: ${msPerRequest.toFixed(3)} ms, ${ratio.toFixed(2)}x trivial (rounds ${rounds.map((ms) => ms.toFixed(2)).join(', ')}), failed ${non2xx}`,
      );
  };
  rounds.forEach(({ trivial, prices, ratio }, index) => {
    console.log(line(`round ${index + 1}: trivial JSON route (GET /api/health/live, 50 conn)`, trivial));
    console.log(
      line(`round ${index + 1}: price API (POST prices, 50 conn)`, prices) + `, ratio ${ratio.toFixed(2)}`,
    );
  });
  console.log(
    `price p99 / trivial p99, median of ${ROUNDS} rounds: ${median(rounds.map(({ ratio }) => ratio)).toFixed(2)} (target <= 1.5)`,
  );
  console.log(quoteLatencyLine('quote submission (POST quotes, 10 conn)', quotes));
  console.log(
    `50 MB upload: HTTP ${upload.status}, server RSS delta ${upload.deltaMb.toFixed(1)} MB (target < 64 MB)`,
  );
  console.log(
    `\nserver CPU time per request (user+system, ${CPU_SAMPLE_REQUESTS} requests a round at 10 conn, ${ORDERS_PER_ROUND} approvals and payments; median of ${CPU_ROUNDS} rounds; target for quotes <= 2.5x trivial):`,
  );
  cpuLines(cpu);

  const postgres = await ordersOnPostgres(quoteLoad, trivialLoad, standIn);
  if (postgres.skipped) console.log(`\nPostgreSQL: not measured: ${postgres.skipped}`);
  else {
    console.log(
      '\n' + quoteLatencyLine('quote submission, PostgreSQL (POST quotes, 10 conn)', postgres.latency),
    );
    cpuLines(postgres.cpu);
  }
} finally {
  await stopServer(server);
  await standIn.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
