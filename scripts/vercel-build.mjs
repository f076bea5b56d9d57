#!/usr/bin/env node
// `npm run vercel:build`: checks, offline, that Vercel can build this project (issue 34 §3). It
// clones the committed HEAD into a temporary folder, writes the `.vercel/project.json` that
// `vercel link` would (so nothing asks for an account), and runs the Vercel CLI's own
// `vercel build` there: vercel.json's build command (migrations against a fresh PostgreSQL
// database on TEST_DATABASE_URL's server, default 127.0.0.1:5432, then `next build`) and Vercel's
// Next.js builder, which writes `.vercel/output` as a deployment would upload it. It then prints
// what that output holds and fails when something a deployment needs is missing: the crons,
// the functions and their runtime, and the files pdf.js reads by path in the routes that draw
// proofs. The CLI comes from the npm registry through npm exec, pinned (see the README's
// dependency pins). Nothing in the working tree is touched.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const VERCEL_CLI = 'vercel@58.10.0';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');

function fail(message) {
  console.error(`vercel build check: ${message}`);
  process.exitCode = 1;
}

/** Every file under `dir`, as paths relative to it; linked folders are followed. */
function filesUnder(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, base) : [path.relative(base, full)];
  });
}

/**
 * The output's functions by route (`api/cron/[job]`): Vercel groups routes into a few functions
 * and links the rest to them. Each with its settings and the files it carries: its own, and
 * those it maps in from the project (`filePathMap`).
 */
function functionsOf(functionsDir) {
  return filesUnder(functionsDir)
    .filter((file) => file.endsWith(`.func${path.sep}.vc-config.json`))
    .map((file) => {
      const dir = path.join(functionsDir, path.dirname(file));
      const config = JSON.parse(readFileSync(path.join(dir, '.vc-config.json'), 'utf8'));
      return {
        route: path.dirname(file).replace(/\.func$/, ''),
        real: realpathSync(dir),
        config,
        files: [...filesUnder(dir), ...Object.keys(config.filePathMap ?? {})],
      };
    });
}

const work = mkdtempSync(path.join(os.tmpdir(), 'vercel-build-'));
const app = path.join(work, 'app');
const database = `vercel_build_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl.href });
try {
  execFileSync('git', ['clone', '-q', root, app], { stdio: 'inherit' });
  // The installed packages, linked rather than copied (seconds, no disk): Vercel runs no install
  // step offline either when node_modules is present.
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(app, 'node_modules')]);
  mkdirSync(path.join(app, '.vercel'));
  writeFileSync(
    path.join(app, '.vercel', 'project.json'),
    JSON.stringify({
      projectId: 'prj_offline_build_check',
      orgId: 'team_offline_build_check',
      settings: { framework: 'nextjs', nodeVersion: '22.x' },
    }),
  );

  await admin.connect();
  await admin.query(`create database ${database}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${database}`;

  const started = performance.now();
  const build = spawnSync(
    'npm',
    ['exec', '--yes', `--package=${VERCEL_CLI}`, '--', 'vercel', 'build', '--yes'],
    {
      cwd: app,
      stdio: 'inherit',
      // The production settings docs/deploy.md lists for Vercel, with stand-in values: the build
      // checks they are complete (lib/config) as a deployment's would.
      env: {
        ...process.env,
        SITE_URL: 'https://shop.example.com',
        DATABASE_URL: databaseUrl.href,
        DATABASE_MIGRATION_URL: databaseUrl.href,
        S3_BUCKET: 'print-shop-artwork',
        S3_REGION: 'us-west-2',
        CRON_SECRET: randomBytes(24).toString('hex'),
        IDENTITY_KEY_SECRET: randomBytes(32).toString('hex'),
        VERCEL_TELEMETRY_DISABLED: '1',
        NEXT_TELEMETRY_DISABLED: '1',
        CI: '1',
      },
    },
  );
  if (build.status !== 0) throw new Error(`vercel build exited with ${build.status}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);

  const output = path.join(app, '.vercel', 'output');
  const config = JSON.parse(readFileSync(path.join(output, 'config.json'), 'utf8'));
  const vercelJson = JSON.parse(readFileSync(path.join(root, 'vercel.json'), 'utf8'));
  const functionsDir = path.join(output, 'functions');
  const functions = functionsOf(functionsDir);
  const staticFiles = existsSync(path.join(output, 'static')) ? filesUnder(path.join(output, 'static')) : [];
  const runtimes = [...new Set(functions.map((fn) => fn.config.runtime))];

  console.log(`\n.vercel/output after ${seconds} s:`);
  console.table({
    'config.json version': config.version,
    routes: config.routes?.length ?? 0,
    crons: (config.crons ?? []).map((cron) => `${cron.path} ${cron.schedule}`).join(', '),
    'routes with a function': functions.length,
    functions: new Set(functions.map((fn) => fn.real)).size,
    'function runtimes': runtimes.join(', '),
    'static files': staticFiles.length,
    'static size (MB)': (
      staticFiles.reduce((total, file) => total + statSync(path.join(output, 'static', file)).size, 0) /
      1024 /
      1024
    ).toFixed(1),
  });

  if (config.version !== 3) fail(`config.json version ${config.version}, expected 3`);
  for (const cron of vercelJson.crons) {
    if (!config.crons?.some((built) => built.path === cron.path && built.schedule === cron.schedule))
      fail(`the cron ${cron.path} (${cron.schedule}) is not in the output`);
  }
  if (!runtimes.every((runtime) => /^nodejs2[2-9]\.x$/.test(runtime)))
    fail(`functions run on ${runtimes.join(', ')}, expected Node 22 or newer`);
  // The routes that draw proofs carry pdf.js's fonts (next.config.ts outputFileTracingIncludes).
  for (const route of ['api/cron/[job]', 'api/quote-service/public/v1/quotes']) {
    const fn = functions.find((candidate) => candidate.route === route);
    if (!fn?.files.some((file) => file.includes('pdfjs-dist/standard_fonts/')))
      fail(`${route} lacks pdf.js's standard fonts`);
  }
  if (!process.exitCode) console.log('vercel build check: passed');
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await admin.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
