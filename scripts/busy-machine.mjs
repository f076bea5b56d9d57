#!/usr/bin/env node
// `npm run busy -- [--hogs=N] <command ...>`: runs a command while N threads (default 1) spin
// at full speed beside it, as other builds on a shared CI machine do, e.g.
// `npm run busy -- npm test` on a two-core machine leaves the suite one core. Tests must pass so
// (issue 34 §3). Prints at the end how much CPU the hogs took, which shows they really competed,
// and exits with the command's own status.
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';

const argv = process.argv.slice(2);
const hogsArgument = argv[0]?.match(/^--hogs=(\d+)$/);
const hogCount = hogsArgument ? Number(hogsArgument[1]) : 1;
const command = hogsArgument ? argv.slice(1) : argv;
if (command.length === 0 || hogCount < 1) {
  console.error('Usage: npm run busy -- [--hogs=N (1 or more)] <command ...>');
  process.exit(2);
}

// Each hog hashes in a loop: pure CPU, no memory growth, no I/O.
const hogSource = `
  const { createHash } = require('node:crypto');
  const block = Buffer.alloc(64 * 1024, 1);
  for (;;) createHash('sha256').update(block).digest();
`;
const hogs = Array.from({ length: hogCount }, () => new Worker(hogSource, { eval: true }));
const started = process.hrtime.bigint();
console.log(`[busy] ${hogCount} CPU hog(s) running beside \`${command.join(' ')}\` (${cpus().length} cores)`);

const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
const stop = (signal) => child.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

child.on('exit', async (code, signal) => {
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  // The hogs run in this process's threads: its CPU time is theirs (the command is a child).
  const { user, system } = process.cpuUsage();
  const hogSeconds = (user + system) / 1e6;
  await Promise.all(hogs.map((hog) => hog.terminate()));
  console.log(
    `[busy] the command ran ${wallSeconds.toFixed(0)} s; the hogs took ${hogSeconds.toFixed(0)} CPU-s ` +
      `(${((hogSeconds / wallSeconds / hogCount) * 100).toFixed(0)} % of ${hogCount} core(s))`,
  );
  process.exit(code ?? (signal ? 1 : 0));
});
