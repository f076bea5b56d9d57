#!/usr/bin/env node
// `npm run bench`: loads the built-in product API on 127.0.0.1 and prints the figures the
// quote issue asks for. It starts its own production server on BENCH_PORT (default 3900)
// with a fresh data directory, so it never touches a running shop.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

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
};
const UPLOAD_BYTES = 50 * 1024 * 1024;

function startServer() {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The production build failed.');
  const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
  return spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
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

function load(options) {
  return autocannon({ duration: 10, ...options, url: `${origin}${options.path}` });
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ROUNDS = 3;

const server = startServer();
try {
  await waitForHealth();
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
  // Every route is warmed first, so the figures are the steady state, not the first compile.
  const warm = { connections: 10, duration: 3 };
  for (const route of [trivialLoad, priceLoad, quoteLoad]) await load({ ...warm, ...route });

  // The trivial route and the price API alternate, so both see the same machine: a shared
  // host's speed drifts over a minute, and the ratio of each round compares like with like.
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const trivial = await load({ connections: 50, duration: 5, ...trivialLoad });
    const prices = await load({ connections: 50, duration: 5, ...priceLoad });
    rounds.push({ trivial, prices, ratio: prices.latency.p99 / trivial.latency.p99 });
  }
  // What the framework alone costs at the quote load, beside the quote figure.
  const trivialAtTen = await load({ connections: 10, ...trivialLoad });
  const quotes = await load({ connections: 10, ...quoteLoad });
  const upload = await uploadRssDelta(server.pid);

  const line = (label, result) =>
    `${label.padEnd(62)}: p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}, errors ${result.errors}`;
  rounds.forEach(({ trivial, prices, ratio }, index) => {
    console.log(line(`round ${index + 1}: trivial JSON route (GET /api/health/live, 50 conn)`, trivial));
    console.log(line(`round ${index + 1}: price API (POST prices, 50 conn)`, prices) + `, ratio ${ratio.toFixed(2)}`);
  });
  console.log(
    `price p99 / trivial p99, median of ${ROUNDS} rounds: ${median(rounds.map(({ ratio }) => ratio)).toFixed(2)} (target <= 1.5)`,
  );
  console.log(line('trivial JSON route (GET /api/health/live, 10 conn)', trivialAtTen) + ' (reference)');
  console.log(line('quote submission (POST quotes, 10 conn)', quotes) + ' (target p99 <= 50 ms)');
  console.log(
    `50 MB upload: HTTP ${upload.status}, server RSS delta ${upload.deltaMb.toFixed(1)} MB (target < 64 MB)`,
  );
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
