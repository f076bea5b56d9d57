import 'server-only';
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A page that takes longer than this to draw is given up, as a PDF's is. */
const GHOSTSCRIPT_TIMEOUT_MS = 60_000;
/**
 * What Ghostscript's allocator may hold at once (its -K switch, in KiB): a 36-million-pixel page
 * is drawn in bands within a small part of it, so only a file built to exhaust memory reaches it.
 */
const MEMORY_LIMIT_KIB = 512 * 1024;
/**
 * Where Ghostscript is looked for (Debian's, a source install's, Homebrew's). It runs with this
 * and its private directory and nothing else in its environment: no setting or secret of the
 * server reaches the file.
 */
const SEARCH_PATH = '/usr/local/bin:/usr/bin:/bin:/opt/homebrew/bin';
/**
 * Ghostscript's file and device controls, after its own security guidance: SAFER (the default
 * since 9.50, stated so that no later setting can drop it; NOSAFER, DELAYSAFER and OLDSAFER are
 * never given), which allows files only on its permit lists: its input and output, its temporary
 * folder (the private directory: TMPDIR) and its own resources. The platform's fonts
 * (fontconfig, which reads outside those controls) are not used; Ghostscript's own fonts stand
 * in. The page's size and resolution are fixed, so no file asks for a bigger bitmap than reckoned,
 * and the band list of a large page is kept in (limited) memory rather than on disk.
 */
const CONTROLS = [
  '-dSAFER',
  '-dBATCH',
  '-dNOPAUSE',
  '-dQUIET',
  '-dNONATIVEFONTMAP',
  '-dFIXEDMEDIA',
  '-dFIXEDRESOLUTION',
  `-K${MEMORY_LIMIT_KIB}`,
  '-sBandListStorage=memory',
];

export type GhostscriptProblem = 'not-installed' | 'failed' | 'too-slow';

/** Why Ghostscript drew no page: the words staff read are chosen by the caller. */
export class GhostscriptError extends Error {
  constructor(readonly problem: GhostscriptProblem) {
    super(`Ghostscript ${problem}`);
  }
}

export type GhostscriptOptions = {
  /** The program, by name on SEARCH_PATH or by path. */
  program?: string;
  timeoutMs?: number;
};

/** The start of the name of every private directory this process makes (the rest is random). */
export const privateDirectoryPrefix = () => `eps-proof-${process.pid}-`;

/** Ends the program's process group, and with it anything it started; quiet when it is gone. */
function endGroup(pid: number | undefined) {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already ended.
  }
}

function run(program: string, args: string[], folder: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      cwd: folder,
      // (Next's typings ask every environment for NODE_ENV; Ghostscript reads none.)
      env: {
        PATH: SEARCH_PATH,
        HOME: folder,
        TMPDIR: folder,
        TEMP: folder,
        TMP: folder,
      } as unknown as NodeJS.ProcessEnv,
      // What the file prints is its own: neither kept nor shown.
      stdio: 'ignore',
      // A group of its own, so the time limit ends it whole.
      detached: true,
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      endGroup(child.pid);
    }, timeoutMs);
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(new GhostscriptError(error.code === 'ENOENT' ? 'not-installed' : 'failed'));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      endGroup(child.pid);
      if (timedOut) reject(new GhostscriptError('too-slow'));
      else if (code === 0) resolve();
      else reject(new GhostscriptError('failed'));
    });
  });
}

/**
 * Draws `file` with Ghostscript to a PNG (`deviceArgs` choose the device, resolution and page)
 * inside a fresh private directory (mode 700) that is its working and temporary directory, with
 * only its input and output on the permit lists beyond Ghostscript's own resources, a memory and
 * a time limit (then its process group is killed); the directory is removed afterwards,
 * whatever happened. Answers the PNG's bytes.
 */
export async function drawWithGhostscript(
  file: Uint8Array,
  deviceArgs: string[],
  { program = 'gs', timeoutMs = GHOSTSCRIPT_TIMEOUT_MS }: GhostscriptOptions = {},
): Promise<Buffer> {
  // Named by the server's process, so a directory left by a crash is known as such.
  const folder = await mkdtemp(path.join(tmpdir(), privateDirectoryPrefix()));
  try {
    // mkdtemp makes it so already; stated, as the sandbox depends on it.
    await chmod(folder, 0o700);
    const input = path.join(folder, 'artwork.ps');
    const output = path.join(folder, 'page.png');
    await writeFile(input, file, { mode: 0o600 });
    await run(
      program,
      [
        ...CONTROLS,
        `--permit-file-read=${input}`,
        `--permit-file-write=${output}`,
        ...deviceArgs,
        `-sOutputFile=${output}`,
        input,
      ],
      folder,
      timeoutMs,
    );
    return await readFile(output).catch(() => {
      throw new GhostscriptError('failed');
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
