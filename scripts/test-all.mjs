#!/usr/bin/env node
// `npm test`: lint, formatting, dead code, typecheck, Jest (unit + integration), one production build, the production
// server's own checks (run-time settings, headers, client address) and Playwright, both on that build.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const steps = [
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['format', bin('prettier'), ['--check', '--log-level=warn', '.']],
  // Unused files, exports and dependencies (knip.json says what is an entry point).
  ['dead code', bin('knip'), []],
  ['typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  // PGlite loads parts of itself with import(), which Jest allows only with VM modules on.
  [
    'jest',
    process.execPath,
    [
      '--experimental-vm-modules',
      '--no-warnings=ExperimentalWarning',
      path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--ci',
    ],
  ],
  ['build', process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--build-only']],
  // First-load JavaScript per route within budget, and no static page ships the identity library.
  ['budget', process.execPath, [path.join(root, 'scripts', 'budget.mjs')]],
  ['server', process.execPath, ['--test', path.join(root, 'tests', 'production', 'server.test.mjs')]],
  ['e2e', bin('playwright'), ['test']],
];

/**
 * CPU seconds used by this process's finished children (and theirs), from /proc: on a shared
 * 2-core machine a stage's CPU time is steadier than its wall time. Null off Linux.
 */
function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // cutime and cstime, fields 16 and 17 of proc(5), counted in ticks of 1/100 s on Linux.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

const timings = [];
for (const [name, command, args] of steps) {
  const started = Date.now();
  const cpuBefore = childrenCpuSeconds();
  console.info(`\n=== ${name} ===`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CI: process.env.CI ?? 'true' },
  });
  const cpuAfter = childrenCpuSeconds();
  const cpu = cpuBefore === null || cpuAfter === null ? '' : ` (CPU ${(cpuAfter - cpuBefore).toFixed(0)} s)`;
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s${cpu}`);
  if (result.status !== 0) {
    console.error(
      `\n${name} failed (exit ${result.status ?? result.signal}). Steps run: ${timings.join(', ')}`,
    );
    process.exit(result.status || 1);
  }
}
console.info(`\nAll checks passed: ${timings.join(', ')}`);
