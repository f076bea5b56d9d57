import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The EICAR test file: every scanner treats it as malware, and it is harmless. Assembled here
 * so this source file is not itself flagged by a scanner looking at the checkout.
 */
export const EICAR = Buffer.from(
  ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR', 'STANDARD', 'ANTIVIRUS', 'TEST', 'FILE!$H+H*'].join('-'),
);
const EICAR_SIGNATURE_NAME = 'Eicar-Test-Signature';
/** The name clamd reports for it: ours, marked as not from ClamAV's own databases. */
export const EICAR_SIGNATURE = `${EICAR_SIGNATURE_NAME}.UNOFFICIAL`;

/**
 * A real clamd of the test's own (Debian's clamav-daemon), on a socket in a temporary folder,
 * with a signature database made here holding only the EICAR signature (an .ndb body
 * signature, matched anywhere in a file): no virus definitions to download. `socket` is known
 * at once, so it can be configured before the daemon is up; `start` waits until it answers.
 */
export function clamdForTests() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'print-shop-clamd-'));
  const socket = path.join(dir, 'clamd.sock');
  let daemon: ChildProcess | undefined;

  async function answers(): Promise<boolean> {
    return new Promise((resolve) => {
      const probe = createConnection(socket);
      probe.on('connect', () => probe.end('zPING\0'));
      probe.on('data', (data) => resolve(data.toString().startsWith('PONG')));
      probe.on('error', () => resolve(false));
    });
  }

  return {
    socket,
    async start(): Promise<void> {
      const databases = path.join(dir, 'db');
      mkdirSync(databases);
      writeFileSync(
        path.join(databases, 'eicar.ndb'),
        `${EICAR_SIGNATURE_NAME}:0:*:${EICAR.toString('hex')}\n`,
      );
      const conf = path.join(dir, 'clamd.conf');
      writeFileSync(
        conf,
        [
          `Foreground yes`,
          `LocalSocket ${socket}`,
          `DatabaseDirectory ${databases}`,
          `LogFile ${dir}/clamd.log`,
        ].join('\n'),
      );
      daemon = spawn('clamd', ['-c', conf], { stdio: 'ignore' });
      const exited = new Promise<never>((_, reject) =>
        daemon!.once('exit', (code) => reject(new Error(`clamd exited (${code}); see ${dir}/clamd.log`))),
      );
      exited.catch(() => undefined);
      // Loading even one signature takes clamd a moment: ask until it answers.
      while (!(await Promise.race([answers(), exited])))
        await new Promise((resolve) => setTimeout(resolve, 100));
    },
    async stop(): Promise<void> {
      if (daemon && daemon.exitCode === null) {
        const gone = new Promise((resolve) => daemon!.once('exit', resolve));
        daemon.kill();
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
