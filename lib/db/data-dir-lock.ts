import { randomUUID } from 'node:crypto';
import { link, readFile, rm, unlink, writeFile } from 'node:fs/promises';

/*
 * PGlite takes no lock on its data directory, and two processes writing one directory leave it
 * unopenable for good (`RuntimeError: Aborted()` at every later open, electric-sql/pglite#1106):
 * a second `npm start` of the shop on another port would break its database. So the directory
 * is locked by a file beside it naming the process that holds it, and a second opener fails at
 * once, naming that process. A holder that died without closing (crash, SIGKILL, a restarted
 * container) leaves its file behind; a file whose process no longer runs is taken over.
 */

type Holder = {
  pid: number;
  /** The holder's start time (Linux: clock ticks since boot), so a reused pid is not mistaken for it. */
  started: string | null;
  openedAt: string;
};

export class DataDirInUseError extends Error {
  constructor(dataDir: string, lockFile: string, holder: Holder | null) {
    const who = holder ? `process ${holder.pid} (since ${holder.openedAt})` : 'another process';
    super(
      `The embedded database in ${dataDir} is already open in ${who}. Two processes on one ` +
        'PGlite directory corrupt it: stop the other one, or give this one its own DATA_DIR. ' +
        `If no such process runs, delete ${lockFile}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

// Locks this process holds, so opening one directory twice in one process is refused too.
const heldHere = new Set<string>();

/** The process's start time from /proc, where there is one (Linux); null elsewhere or if gone. */
async function startTime(pid: number): Promise<string | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the command name (field 2) is in parentheses and may hold spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

async function isRunning(holder: Holder, lockFile: string): Promise<boolean> {
  if (holder.pid === process.pid) return heldHere.has(lockFile);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (holder.started === null) return true;
  return (await startTime(holder.pid)) === holder.started;
}

function parseHolder(text: string): Holder | null {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    return Number.isInteger(value.pid) && typeof value.openedAt === 'string'
      ? {
          pid: value.pid!,
          started: typeof value.started === 'string' ? value.started : null,
          openedAt: value.openedAt,
        }
      : null;
  } catch {
    return null;
  }
}

/**
 * Locks `dataDir` for this process, or throws `DataDirInUseError` naming the holder. Resolves
 * to the function that releases it (removing the file only while it is still this lock's).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  const mine = JSON.stringify({
    pid: process.pid,
    started: await startTime(process.pid),
    openedAt: new Date().toISOString(),
  } satisfies Holder);
  // Written whole aside, then hard-linked into place: creating the link is atomic and fails if
  // the lock exists, so no reader ever sees a half-written lock and only one opener wins.
  const draft = `${lockFile}.${randomUUID()}`;
  await writeFile(draft, mine);
  try {
    // Two tries: the second follows the removal of a dead holder's lock.
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await link(draft, lockFile);
        heldHere.add(lockFile);
        return async () => {
          heldHere.delete(lockFile);
          if ((await readFile(lockFile, 'utf8').catch(() => '')) === mine)
            await rm(lockFile, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const text = await readFile(lockFile, 'utf8').catch(() => null);
      if (text === null) continue; // released meanwhile
      // Locks are linked in whole, so one that does not parse was cut short by a power loss: dead.
      const holder = parseHolder(text);
      if (holder && (await isRunning(holder, lockFile)))
        throw new DataDirInUseError(dataDir, lockFile, holder);
      // A dead holder's lock: removed only if it is still the one just read, so a lock another
      // opener took meanwhile stays.
      if ((await readFile(lockFile, 'utf8').catch(() => null)) === text)
        await unlink(lockFile).catch(() => undefined);
    }
    throw new DataDirInUseError(dataDir, lockFile, null);
  } finally {
    await rm(draft, { force: true });
  }
}
