// What `npm run lighthouse` measures with: the server and browser, and the minimal Next page it
// measures the site's pages against (the floor, scripts/lighthouse-floor).
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime } from '../../server/build.mjs';
import { serveNext } from '../../server/serve.mjs';
import { root } from './build-routes.mjs';

const floorDir = path.join(root, 'scripts', 'lighthouse-floor');

/** The running site measured: BASE_URL, default http://127.0.0.1:3000. */
export const baseUrl = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
/** The system Chromium, or CHROME_PATH. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Exits with what to do when there is no browser to measure with or no site to measure. */
export async function exitUnlessReady() {
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
}

/** Where the floor is served: port FLOOR_PORT, default 3999. */
export const floorUrl = `http://127.0.0.1:${process.env.FLOOR_PORT ?? 3999}`;

/**
 * The minimal page, built into scripts/lighthouse-floor/.next (again once a file of it changed)
 * and served by the site's own server code (server/serve.mjs), compressed as the site is.
 */
export async function startFloor() {
  const buildId = path.join(floorDir, '.next', 'BUILD_ID');
  const sources = ['app', 'next.config.mjs', 'instrumentation.js'].map((entry) =>
    newestMtime(path.join(floorDir, entry)),
  );
  if (!existsSync(buildId) || Math.max(...sources) > statSync(buildId).mtimeMs) {
    const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
    execFileSync(process.execPath, [nextBin, 'build', floorDir], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  return serveNext({ dir: floorDir, port: Number(new URL(floorUrl).port), bindAddress: '127.0.0.1' });
}
