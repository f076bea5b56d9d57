#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile) on every prerendered route of a RUNNING production
// server (`npm start`; BASE_URL, default http://127.0.0.1:3000), with the system Chromium.
// Prints the median of 3 runs (--runs=N) of the four category scores and LCP/TBT/CLS, and fails
// below Performance 95, Accessibility 100, Best Practices 100, SEO 100. --only=/,/deals limits
// the routes.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prerenderedRoutes, root } from './lib/build-routes.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const baseUrl = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const runs = Number(args.runs ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const thresholds = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH.`);
  process.exit(1);
}
try {
  await fetch(`${baseUrl}/api/health`);
} catch {
  console.error(`No server answers at ${baseUrl}: start one with \`npm start\` (or set BASE_URL).`);
  process.exit(1);
}

const only = args.only?.split(',');
const routes = prerenderedRoutes()
  .map(({ route }) => route)
  .filter((route) => !only || only.includes(route));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const outDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));

function audit(url, index) {
  const output = path.join(outDir, `report-${index}.json`);
  execFileSync(
    path.join(root, 'node_modules', '.bin', 'lighthouse'),
    [url, `--chrome-flags=${chromeFlags}`, '--output=json', `--output-path=${output}`, '--quiet', '--only-categories=performance,accessibility,best-practices,seo'],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
  };
}

const width = Math.max(...routes.map((route) => route.length), 5);
console.log(`${'route'.padEnd(width)}  perf  a11y  best  seo   LCP ms  TBT ms  CLS    status`);
let failures = 0;
for (const route of routes) {
  const results = Array.from({ length: runs }, (_, run) => audit(`${baseUrl}${route}`, `${routes.indexOf(route)}-${run}`));
  const m = Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]));
  const below = Object.entries(thresholds).filter(([key, minimum]) => m[key] < minimum).map(([key]) => key);
  failures += below.length > 0 ? 1 : 0;
  console.log(
    `${route.padEnd(width)}  ${String(m.performance).padStart(4)}  ${String(m.accessibility).padStart(4)}  ${String(m['best-practices']).padStart(4)}  ${String(m.seo).padStart(4)}  ${m.lcp.toFixed(0).padStart(7)}  ${m.tbt.toFixed(0).padStart(6)}  ${m.cls.toFixed(3)}  ${below.length ? `FAIL: ${below.join(', ')}` : 'ok'}`,
  );
}
rmSync(outDir, { recursive: true, force: true });
console.log(`\n${routes.length} routes, median of ${runs} runs each; ${failures} below the thresholds.`);
process.exit(failures > 0 ? 1 : 0);
