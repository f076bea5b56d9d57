import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, pingDatabase } from './server';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

let parent: string;
let dataDir: string;
let lockFile: string;

beforeEach(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'print-shop-lock-'));
  dataDir = path.join(parent, 'db');
  lockFile = `${dataDir}.lock`;
});
afterEach(() => rm(parent, { recursive: true, force: true }));

/** A real process of this machine, running until killed. */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { pid: child.pid!, stop: async () => (child.kill(), await exited) };
}

async function startTimeOf(pid: number): Promise<string> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
}

const lockNaming = (pid: number, started: string | null) =>
  writeFile(lockFile, JSON.stringify({ pid, started, openedAt: '2026-11-28T06:00:00.000Z' }));

describe('the lock on an embedded database directory', () => {
  it('refuses a second opener in this process, and is free again once released', async () => {
    const release = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(
      new RegExp(`already open in process ${process.pid} \\(since .+\\).*delete ${lockFile}`),
    );
    await release();
    const again = await lockDataDir(dataDir);
    await again();
  });

  it('lets exactly one of many openers racing for it win', async () => {
    const attempts = await Promise.allSettled(Array.from({ length: 12 }, () => lockDataDir(dataDir)));
    const won = attempts.filter((attempt) => attempt.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const attempt of attempts)
      if (attempt.status === 'rejected') expect(attempt.reason).toBeInstanceOf(DataDirInUseError);
  });

  it('refuses while another live process holds it, and takes it over once that process has ended', async () => {
    const holder = otherProcess();
    try {
      await lockNaming(holder.pid, await startTimeOf(holder.pid));
      await expect(lockDataDir(dataDir)).rejects.toThrow(
        `already open in process ${holder.pid} (since 2026-11-28T06:00:00.000Z)`,
      );
    } finally {
      await holder.stop();
    }
    const release = await lockDataDir(dataDir);
    expect(JSON.parse(await readFile(lockFile, 'utf8')).pid).toBe(process.pid);
    await release();
  });

  it('takes over a lock whose pid now belongs to a process started later', async () => {
    const reused = otherProcess();
    try {
      await lockNaming(reused.pid, String(Number(await startTimeOf(reused.pid)) - 1000));
      const release = await lockDataDir(dataDir);
      await release();
    } finally {
      await reused.stop();
    }
  });

  it('takes over a lock cut short (empty after a power loss)', async () => {
    await writeFile(lockFile, '');
    const release = await lockDataDir(dataDir);
    await release();
  });

  it('leaves a lock another opener took alone when releasing', async () => {
    const release = await lockDataDir(dataDir);
    const holder = otherProcess();
    try {
      await lockNaming(holder.pid, await startTimeOf(holder.pid));
      await release();
      expect(JSON.parse(await readFile(lockFile, 'utf8')).pid).toBe(holder.pid);
    } finally {
      await holder.stop();
    }
  });

  it('keeps a second openDatabase off a PGlite directory in use, which stays whole', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
      expect(await pingDatabase(first.db)).toBe(true);
    } finally {
      await first.close();
    }
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    expect(await pingDatabase(reopened.db)).toBe(true);
    await reopened.close();
  }, 120_000);
});
