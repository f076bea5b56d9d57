// A production build made in a copy of the project, so scripts that need their own build
// (own SITE_URL, own data) never rebuild `.next` under a server already running from it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const skipped = new Set(['node_modules', '.next', '.git', 'data', 'test-results', 'playwright-report', 'blob-report', 'coverage']);

/**
 * Copies the sources to `<root>/node_modules/.cache/<name>` (same disk, ignored by git),
 * hard-links node_modules into it (Turbopack refuses a node_modules symlink that leaves the
 * project) and runs `next build` there with `env`. Returns the copy's directory.
 */
export function buildCopy(root, name, env) {
  const dir = path.join(root, 'node_modules', '.cache', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  for (const entry of readdirSync(root)) {
    if (skipped.has(entry) || entry.startsWith('.e2e-data')) continue;
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '.cache') continue;
    const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules', entry), path.join(dir, 'node_modules', entry)]);
    if (linked.status !== 0) throw new Error(`Could not link node_modules/${entry}: ${linked.stderr}`);
  }
  const build = spawnSync(process.execPath, [path.join(dir, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0 || !existsSync(path.join(dir, '.next', 'BUILD_ID'))) throw new Error('The production build failed.');
  return dir;
}
