// The production build `npm start` serves: made again when there is none or a source file is
// newer than it. Settings are read at run time, so changing them needs no build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's folder, whatever the working directory. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Written last by `next build`: its time is the build's. */
export const buildIdFile = path.join(root, '.next', 'BUILD_ID');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
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

/**
 * The newest modification time of a file, or of anything in a folder (0 when absent).
 * @param {string} entry
 * @returns {number}
 */
export function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/**
 * Why the build must be made again, or undefined when it is current.
 * @returns {string | undefined}
 */
function buildReason() {
  if (!existsSync(buildIdFile)) return 'no production build yet';
  const builtAt = statSync(buildIdFile).mtimeMs;
  const changed = sources.find((source) => newestMtime(path.join(root, source)) > builtAt);
  return changed ? `${changed} changed since the last build` : undefined;
}

/** Runs `next build` when buildReason names a reason; exits with its status if it fails. */
export function buildIfNeeded() {
  // Assigned through Object.assign: Next's types declare NODE_ENV read-only.
  Object.assign(process.env, { NODE_ENV: 'production' });
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
