import { createHash } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { epsPagePicture } from '@/lib/proofs/eps-page';
import { privateDirectoryPrefix } from '@/lib/proofs/ghostscript-sandbox';
import { renderProof } from '@/lib/proofs/render';
import type { ProofSubject } from '@/lib/proofs/subject';

const CANARY_TEXT = 'canary-secret-do-not-draw';

/**
 * Canaries: another render's folder beside the render's own (in the system's temporary folder,
 * where the server renders), another folder there, and one in the server's working directory
 * (where ./data keeps the artwork store). None may change, and nothing in them may show.
 */
let canaries: string[];

beforeAll(async () => {
  await mkdir(path.join(process.cwd(), 'data'), { recursive: true });
  canaries = await Promise.all([
    mkdtemp(path.join(tmpdir(), 'eps-proof-other-customer-')),
    mkdtemp(path.join(tmpdir(), 'gs-canary-')),
    mkdtemp(path.join(process.cwd(), 'data', 'gs-canary-')),
  ]);
  for (const folder of canaries) {
    await writeFile(path.join(folder, 'secret.txt'), CANARY_TEXT);
    // PostScript that would blacken the page if the artwork could run it.
    await writeFile(path.join(folder, 'payload.ps'), '0 setgray 0 0 1000 1000 rectfill\n');
    await chmod(folder, 0o777);
  }
});

afterAll(async () => {
  await Promise.all(canaries.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** Every file under `folder` (recursively) with its mode and the SHA-256 of its content. */
async function fingerprint(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort()
      .map(async (file) => {
        const info = await stat(file);
        const digest = info.isFile()
          ? createHash('sha256')
              .update(await readFile(file))
              .digest('hex')
          : 'dir';
        return `${path.relative(folder, file)} ${info.mode.toString(8)} ${digest}`;
      }),
  );
}

/** The canaries, and this process's render directories (none once a render has ended). */
async function everything() {
  return {
    renderDirectories: (await readdir(tmpdir())).filter((name) => name.startsWith(privateDirectoryPrefix())),
    canaries: await Promise.all(canaries.map(fingerprint)),
  };
}

const subject: ProofSubject = {
  shape: 'rectangle',
  size: { width: 2, height: 2 },
  title: 'Quote Q-261207-SANDB · Proof 1',
  details: ['Product: Stickers & Labels - Rectangle'],
};

const ps = (text: string) => `(${text.replace(/[\\()]/g, '\\$&')})`;

/**
 * A 2 × 2 in EPS: `body`, then a red disc (after, as a new page device erases the page). Its `leak` procedure blackens the page: each probe
 * calls it when what it tried was allowed, and draws what it read in black.
 */
const eps = (body: string) =>
  Buffer.from(
    [
      '%!PS-Adobe-3.0 EPSF-3.0',
      '%%BoundingBox: 0 0 144 144',
      '/leak { 0 setgray 0 0 144 144 rectfill } def',
      '/shown { 0 setgray /Helvetica findfont 10 scalefont setfont 4 4 moveto show leak } def',
      body,
      'newpath 72 72 48 0 360 arc closepath 0.88 0.11 0.28 setrgbcolor fill',
      'showpage',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );

/** Each probe caught, so the page is drawn whatever was refused. */
const probing = (probes: string[]) => eps(probes.map((probe) => `{ ${probe} } stopped pop`).join('\n'));

/**
 * Everything the artwork must not do, in an order where each probe shows: the page device is
 * asked for first (a new one erases the page), reads before writes (a write could make a read
 * succeed, a delete could hide one).
 */
function hostileProbes(): string[] {
  const everywhere = canaries.flatMap((folder) => {
    const relative = path.relative(path.join(tmpdir(), `${privateDirectoryPrefix()}xxxxxx`), folder);
    return [folder, relative];
  });
  const reads = everywhere.flatMap((folder) => [
    // Read, and run.
    `${ps(path.join(folder, 'secret.txt'))} (r) file 64 string readstring pop shown`,
    `${ps(path.join(folder, 'payload.ps'))} run`,
    // List.
    `/found false def ${ps(path.join(folder, '*'))} { pop /found true def } 1024 string filenameforall found { leak } if`,
    `${ps(`%pipe%cat ${path.join(folder, 'secret.txt')}`)} (r) file 64 string readstring pop shown`,
  ]);
  const writes = everywhere.flatMap((folder) => [
    // Write, overwrite, delete and rename.
    `${ps(path.join(folder, 'written.txt'))} (w) file dup (owned) writestring closefile leak`,
    `${ps(path.join(folder, 'secret.txt'))} (w) file dup (owned) writestring closefile leak`,
    `${ps(path.join(folder, 'secret.txt'))} deletefile leak`,
    `${ps(path.join(folder, 'secret.txt'))} ${ps(path.join(folder, 'moved.txt'))} renamefile leak`,
    // Ghostscript's temporary files, named in the folder.
    `${ps(path.join(folder, 'gs_'))} (w) .tempfile dup (owned) writestring closefile pop leak`,
    `${ps(`%pipe%touch ${path.join(folder, 'piped')}`)} (w) file closefile leak`,
  ]);
  return [
    // A huge page at a high resolution: the page stays as reckoned.
    '<< /PageSize [100000 100000] /HWResolution [2400 2400] >> setpagedevice',
    ...reads,
    // The system's files and the server's environment.
    '(/etc/passwd) (r) file 64 string readstring pop shown',
    '/found false def (/etc/*) { pop /found true def } 1024 string filenameforall found { leak } if',
    '(HOME) getenv { shown } if',
    // A temporary file of its own: allowed, inside its private directory (removed afterwards).
    'null (w) .tempfile dup (scratch) writestring closefile pop',
    // Deep recursion, of the execution and of the operand stack.
    '/deeper { deeper 0 pop } def deeper',
    '/more { 1 more } def more',
    'clear',
    ...writes,
  ];
}

/** The proof's picture as raw pixels, and how many of them are near black. */
async function pixels(picture: Buffer) {
  const { data, info } = await sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let dark = 0;
  for (let index = 0; index < data.length; index += 3)
    if (data[index]! < 60 && data[index + 1]! < 60 && data[index + 2]! < 60) dark += 1;
  return { data, width: info.width, height: info.height, dark };
}

describe('Ghostscript in its sandbox, through the proof renderer', () => {
  it('draws hostile PostScript as if its probes were not there: nothing outside its private directory changes or shows', async () => {
    const before = await everything();
    const benign = await pixels((await renderProof(eps(''), subject)).preview);
    expect(benign.dark).toBe(0);

    const hostile = await renderProof(probing(hostileProbes()), subject);
    const drawn = await pixels(hostile.preview);

    expect(drawn.dark).toBe(0);
    expect({ width: drawn.width, height: drawn.height }).toEqual({
      width: benign.width,
      height: benign.height,
    });
    expect(drawn.data.equals(benign.data)).toBe(true);
    // Every canary as it was, and the render's private directory gone.
    expect(await everything()).toEqual(before);
    expect(before.renderDirectories).toEqual([]);
  });

  it('shows a read the sandbox allows in the picture: the check above can see a leak', async () => {
    const reading = await renderProof(
      probing([
        // A file of its own, in its private directory, written and read back.
        'null (w) .tempfile dup (own words) writestring closefile (r) file 64 string readstring pop shown',
      ]),
      subject,
    );
    expect((await pixels(reading.preview)).dark).toBeGreaterThan(1000);
  });

  it.each([
    ['writes outside', (folder: string) => `${ps(path.join(folder, 'written.txt'))} (w) file closefile`],
    ['reads outside', (folder: string) => `${ps(path.join(folder, 'secret.txt'))} (r) file pop`],
    // Accepted as a setting; the page is then written nowhere.
    [
      'sends its page elsewhere',
      (folder: string) => `<< /OutputFile ${ps(path.join(folder, 'page.png'))} >> setpagedevice`,
    ],
    ['opens a pipe', (folder: string) => `${ps(`%pipe%touch ${path.join(folder, 'piped')}`)} (w) file pop`],
    ['recurses without end', () => '/deeper { deeper 0 pop } def deeper'],
  ])('refuses a file that %s and does not catch the refusal, saying only what staff do', async (_, probe) => {
    const before = await everything();
    for (const folder of canaries) {
      const error = await renderProof(eps(probe(folder)), subject).catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe(
        'The automatic proof could not draw this EPS or PostScript file. Please upload a proof by hand.',
      );
    }
    expect(await everything()).toEqual(before);
  });

  it('ends a file that never finishes at the time limit, and removes its directory', async () => {
    const before = await everything();
    await expect(epsPagePicture(eps('{ } loop'), subject.size, 72, { timeoutMs: 1000 })).rejects.toThrow(
      'took too long to draw for the automatic proof',
    );
    expect(await everything()).toEqual(before);
  });

  it('refuses a file that asks for more memory than the limit', async () => {
    await expect(
      renderProof(eps('/hoard [] def { /hoard [ hoard 1000000 array ] def } loop'), subject),
    ).rejects.toThrow('could not draw this EPS or PostScript file');
  });
});

describe('the Ghostscript command line', () => {
  let helper: string;
  beforeAll(async () => {
    helper = await mkdtemp(path.join(tmpdir(), 'fake-gs-'));
  });
  afterAll(() => rm(helper, { recursive: true, force: true }));

  it('runs in a fresh directory of mode 700, its working and temporary directory, permitting only its input and output', async () => {
    const record = path.join(helper, 'record.txt');
    const program = path.join(helper, 'gs');
    // A stand-in for the program that writes down how it was started.
    await writeFile(
      program,
      `#!/bin/sh\n{ pwd; stat -c %a .; env | sort; echo ---; printf '%s\\n' "$@"; } > ${record}\nexit 1\n`,
      { mode: 0o755 },
    );
    await expect(epsPagePicture(eps(''), subject.size, 72, { program })).rejects.toThrow(
      'could not draw this EPS or PostScript file',
    );
    const [cwd, mode, ...rest] = (await readFile(record, 'utf8')).trim().split('\n');
    const divider = rest.indexOf('---');
    // The shell adds its own (PWD, SHLVL, _).
    const environment = rest.slice(0, divider).filter((line) => !/^(PWD|OLDPWD|SHLVL|_)=/.test(line));
    const args = rest.slice(divider + 1);
    expect(path.dirname(cwd!)).toBe(tmpdir());
    expect(path.basename(cwd!).startsWith(privateDirectoryPrefix())).toBe(true);
    expect(mode).toBe('700');
    expect(environment).toEqual([
      `HOME=${cwd}`,
      'PATH=/usr/local/bin:/usr/bin:/bin:/opt/homebrew/bin',
      `TEMP=${cwd}`,
      `TMP=${cwd}`,
      `TMPDIR=${cwd}`,
    ]);
    expect(args).toContain('-dSAFER');
    expect(args.filter((arg) => /NOSAFER|DELAYSAFER|OLDSAFER|WRITESYSTEMDICT|DOPS/.test(arg))).toEqual([]);
    expect(args.filter((arg) => arg.startsWith('--permit-file'))).toEqual([
      `--permit-file-read=${cwd}/artwork.ps`,
      `--permit-file-write=${cwd}/page.png`,
    ]);
    expect(args).toContain(`-sOutputFile=${cwd}/page.png`);
    expect(args.at(-1)).toBe(`${cwd}/artwork.ps`);
    await expect(stat(cwd!)).rejects.toThrow('ENOENT');
  });
});
