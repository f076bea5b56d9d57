#!/usr/bin/env node
// `npm test`: lint, formatting, dead code, typecheck, Jest (unit + integration), one production
// build, the production server's own checks (run-time settings, headers, client address) and
// Playwright, both on that build. Two lanes run side by side, so the machine's second core is
// busy while the other lane waits on a browser or a database: Jest (one worker) alone in one, as
// it is the longest step; formatting, lint, dead code, the typecheck, the build and what runs on
// it in the other, which spends about as much CPU time. Each step's output is printed whole when
// it ends; the first failure stops the other lane.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const cpuTimed = path.join(root, 'scripts', 'lib', 'cpu-timed.mjs');

const lanes = [
  [
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
  ],
  [
    ['format', bin('prettier'), ['--check', '--log-level=warn', '.']],
    ['lint', bin('eslint'), ['.', '--max-warnings=0']],
    // Unused files, exports and dependencies (knip.json says what is an entry point).
    ['dead code', bin('knip'), []],
    ['typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
    // Types were checked just before: the build does not check them again (next.config.ts).
    [
      'build',
      process.execPath,
      [path.join(root, 'server', 'start.mjs'), '--build-only'],
      { TEST_RUN_BUILD: '1' },
    ],
    // First-load JavaScript per route within budget, and no static page ships the identity library.
    ['budget', process.execPath, [path.join(root, 'scripts', 'budget.mjs')]],
    // The production server by itself and behind nginx with deploy/nginx.conf.
    [
      'server',
      process.execPath,
      [
        '--test',
        ...['server', 'reverse-proxy'].map((name) =>
          path.join(root, 'tests', 'production', `${name}.test.mjs`),
        ),
      ],
    ],
    ['e2e', bin('playwright'), ['test']],
  ],
];

/** The whole machine's busy and total CPU ticks so far (Linux), to tell a CPU-bound run from a waiting one. */
function machineTicks() {
  try {
    // user, nice, system, idle, iowait, irq, softirq, steal (proc(5)); guest time is inside user.
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1, 9)
      .map(Number);
    const busy = user + nice + system + irq + softirq;
    return { busy, total: busy + idle + iowait + steal };
  } catch {
    return undefined;
  }
}

const startTicks = machineTicks();
const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const results = new Map();
const running = new Set();
let failure;

/** Runs one step with its output held back until it ends; resolves whether it passed. */
function runStep([name, command, args, env = {}]) {
  return new Promise((resolve) => {
    const stepStarted = Date.now();
    console.info(`[${seconds(started)} s] ${name} started`);
    const child = spawn(process.execPath, [cpuTimed, command, ...args], {
      cwd: root,
      env: { ...process.env, CI: process.env.CI ?? 'true', ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      // Its own process group, so a failure elsewhere can stop it with everything it started.
      detached: true,
    });
    running.add(child);
    const output = [];
    let cpu = '';
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.stdio[3].on('data', (chunk) => (cpu += chunk));
    child.on('close', (status, signal) => {
      running.delete(child);
      const passed = status === 0;
      const stopped = failure && !passed;
      results.set(
        name,
        `${name} ${seconds(stepStarted)} s${cpu ? ` (CPU ${Number(cpu).toFixed(0)} s)` : ''}`,
      );
      console.info(`\n=== ${name} ===`);
      process.stdout.write(Buffer.concat(output));
      if (stopped) console.info(`${name}: stopped, because ${failure} failed`);
      else if (!passed) console.error(`${name} failed (exit ${status ?? signal})`);
      resolve(passed);
    });
  });
}

async function runLane(steps) {
  for (const step of steps) {
    if (failure) return;
    if (await runStep(step)) continue;
    failure ??= step[0];
    for (const child of running) {
      try {
        // SIGINT, as Ctrl-C would: Playwright then stops its web server, which runs in a
        // process group of its own and outlived a SIGTERM, keeping the e2e port taken.
        process.kill(-child.pid, 'SIGINT');
      } catch {
        // Already gone.
      }
    }
    return;
  }
}

await Promise.all(lanes.map(runLane));
const timings = lanes
  .flat()
  .map(([name]) => results.get(name))
  .filter(Boolean)
  .join(', ');
if (failure) {
  console.error(`\n${failure} failed after ${seconds(started)} s. Steps run: ${timings}`);
  process.exit(1);
}
console.info(`\nAll checks passed in ${seconds(started)} s: ${timings}`);
const endTicks = machineTicks();
if (startTicks && endTicks) {
  // Includes what no step's counters see: the database servers, and whatever else runs here.
  const busyTicks = endTicks.busy - startTicks.busy;
  const share = busyTicks / (endTicks.total - startTicks.total);
  // Ticks of 1/100 s (USER_HZ on Linux), as in scripts/lib/cpu-timed.mjs.
  console.info(
    `The machine's CPUs were busy for ${(busyTicks / 100).toFixed(0)} s, ${(share * 100).toFixed(0)} % of ${cpus().length} cores.`,
  );
}
