#!/usr/bin/env node
// `npm start`: a production server with the embedded defaults. Builds first when there is
// no build, when a source file is newer than it, or when a variable that is baked into the
// build (lib/config/build-time-variables.json) has changed since.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const buildId = path.join(root, '.next', 'BUILD_ID');
const buildEnvFile = path.join(root, '.next', 'build-env.json');
const sources = ['app', 'components', 'content', 'lib', 'public', 'proxy.ts', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs', 'instrumentation.ts'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function buildEnvironment() {
  const names = JSON.parse(readFileSync(path.join(root, 'lib', 'config', 'build-time-variables.json'), 'utf8'));
  return JSON.stringify(Object.fromEntries(names.map((name) => [name, process.env[name] ?? null])));
}

export function buildReason() {
  if (!existsSync(buildId)) return 'no production build yet';
  const builtAt = statSync(buildId).mtimeMs;
  const changed = sources.find((source) => newestMtime(path.join(root, source)) > builtAt);
  if (changed) return `${changed} changed since the last build`;
  if (!existsSync(buildEnvFile) || readFileSync(buildEnvFile, 'utf8') !== buildEnvironment()) return 'build-time settings changed';
  return undefined;
}

export function buildIfNeeded() {
  process.env.NODE_ENV = 'production';
  const reason = buildReason();
  if (!reason) return;
  console.info(`[start] building (${reason})...`);
  const result = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(buildEnvFile, buildEnvironment());
}

export function startServer() {
  buildIfNeeded();
  const port = process.env.PORT || '3000';
  const server = spawn(process.execPath, [nextBin, 'start', '-p', port], { cwd: root, stdio: 'inherit', env: process.env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--build-only')) buildIfNeeded();
  else startServer();
}
