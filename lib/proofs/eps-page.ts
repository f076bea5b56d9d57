import 'server-only';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ProofRenderError } from './errors';
import { pagePixelScale } from './page-scale';

const run = promisify(execFile);

/** A page that takes longer than this to draw is given up, as a PDF's is. */
const EPS_DRAW_TIMEOUT_MS = 60_000;
/** Bytes of the PostScript read for its bounding box: its comments lead the file. */
const HEADER_BYTES = 64 * 1024;
const POINTS_PER_INCH = 72;
/**
 * Where Ghostscript is looked for (Debian's, a source install's, Homebrew's). It runs with this
 * and nothing else in its environment: no setting or secret of the server reaches the file.
 */
const SEARCH_PATH = '/usr/local/bin:/usr/bin:/bin:/opt/homebrew/bin';

const epsMessages = {
  noGhostscript:
    'The automatic proof draws EPS and PostScript artwork with Ghostscript, which is not installed on this server. Please upload a proof by hand.',
  unreadable:
    'The automatic proof could not draw this EPS or PostScript file. Please upload a proof by hand.',
  tooSlow:
    'This EPS or PostScript file took too long to draw for the automatic proof. Please upload a proof by hand.',
} as const;

export type BoundingBox = { x: number; y: number; width: number; height: number };

/** The PostScript inside a DOS EPS (a binary header with a TIFF or WMF preview beside it), else the file. */
function postScriptOf(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 12 || view.getUint32(0) !== 0xc5d0d3c6) return bytes;
  const start = view.getUint32(4, true);
  return bytes.subarray(start, start + view.getUint32(8, true));
}

/** Whether the PostScript says it is an EPS ("%!PS-Adobe-3.0 EPSF-3.0" on its first line). */
function isEncapsulated(bytes: Uint8Array): boolean {
  const [firstLine] = new TextDecoder('latin1').decode(postScriptOf(bytes).subarray(0, 80)).split(/[\r\n]/);
  return /\bEPSF-/.test(firstLine ?? '');
}

/** The %%HiResBoundingBox (else %%BoundingBox) of an EPS or PostScript file, in points; undefined when it has none. */
export function epsBoundingBox(bytes: Uint8Array): BoundingBox | undefined {
  const text = new TextDecoder('latin1').decode(postScriptOf(bytes).subarray(0, HEADER_BYTES));
  const number = String.raw`(-?\d+(?:\.\d+)?)`;
  for (const name of ['HiResBoundingBox', 'BoundingBox']) {
    const box = new RegExp(String.raw`^%%${name}:\s*${number}\s+${number}\s+${number}\s+${number}`, 'm').exec(
      text,
    );
    if (!box) continue;
    const [x1, y1, x2, y2] = box.slice(1).map(Number) as [number, number, number, number];
    if (x2 > x1 && y2 > y1) return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
  }
  return undefined;
}

/**
 * Draws an EPS (or a PostScript file's first page) with Ghostscript as a PNG with transparency
 * where there is no ink, cropped to its bounding box and fitted to `sizeIn` at `ppi`, so a
 * die-cut is traced around the ink as from a transparent PNG. Ghostscript runs as a child
 * process without a shell, with -dSAFER (no file access beyond its input and output) and a time
 * limit; where it is not installed (Vercel, Amplify Hosting) the file is refused as before.
 */
export async function epsPagePicture(
  bytes: Uint8Array,
  sizeIn: { width: number; height: number },
  ppi: number,
  /** The program, by name on SEARCH_PATH or by path. */
  ghostscript = 'gs',
): Promise<Buffer> {
  const box = epsBoundingBox(bytes);
  if (!box) throw new ProofRenderError(epsMessages.unreadable);
  // An EPS is cropped to its box; a PostScript page is drawn from its origin to the box's far
  // corner on a page of that size, so no file draws more pixels than reckoned here.
  const encapsulated = isEncapsulated(bytes);
  const page = encapsulated ? box : { width: box.x + box.width, height: box.y + box.height };
  const resolution = pagePixelScale(page, sizeIn, ppi) * POINTS_PER_INCH;
  const cropping = encapsulated
    ? ['-dEPSCrop']
    : ['-dFIXEDMEDIA', `-dDEVICEWIDTHPOINTS=${page.width}`, `-dDEVICEHEIGHTPOINTS=${page.height}`];
  const folder = await mkdtemp(path.join(tmpdir(), 'eps-proof-'));
  try {
    const input = path.join(folder, 'artwork.eps');
    const output = path.join(folder, 'page.png');
    await writeFile(input, bytes);
    await run(
      ghostscript,
      [
        '-dSAFER',
        '-dBATCH',
        '-dNOPAUSE',
        '-dQUIET',
        ...cropping,
        '-dFirstPage=1',
        '-dLastPage=1',
        '-dTextAlphaBits=4',
        '-dGraphicsAlphaBits=4',
        '-sDEVICE=pngalpha',
        `-r${resolution.toFixed(3)}`,
        `-sOutputFile=${output}`,
        input,
      ],
      {
        // (Next's typings ask every environment for NODE_ENV; Ghostscript reads none.)
        env: { PATH: SEARCH_PATH } as unknown as NodeJS.ProcessEnv,
        timeout: EPS_DRAW_TIMEOUT_MS,
        killSignal: 'SIGKILL',
        maxBuffer: 1024 * 1024,
      },
    ).catch((error: NodeJS.ErrnoException & { killed?: boolean }) => {
      if (error.code === 'ENOENT') throw new ProofRenderError(epsMessages.noGhostscript);
      throw new ProofRenderError(error.killed ? epsMessages.tooSlow : epsMessages.unreadable);
    });
    return await readFile(output).catch(() => {
      throw new ProofRenderError(epsMessages.unreadable);
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
