#!/usr/bin/env node
// Runs a command (the arguments) and, once it exits, writes the CPU seconds it and its own
// children used to file descriptor 3, then exits with its status. `npm test` runs its steps
// side by side, so its own CPU counters cannot tell them apart; each step's wrapper can.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeSync } from 'node:fs';

const [command, ...args] = process.argv.slice(2);
const result = spawnSync(command, args, { stdio: 'inherit' });
try {
  // cutime and cstime, fields 16 and 17 of proc(5), in ticks of 1/100 s on Linux.
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  writeSync(3, String((Number(fields[13]) + Number(fields[14])) / 100));
} catch {
  // Not Linux, or no descriptor 3: the CPU time is simply not reported.
}
process.exit(result.status ?? 1);
