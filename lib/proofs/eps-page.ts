import 'server-only';
import { ProofRenderError } from './errors';
import {
  drawWithGhostscript,
  GhostscriptError,
  type GhostscriptOptions,
  type GhostscriptProblem,
} from './ghostscript-sandbox';
import { pagePixelScale } from './page-scale';

/** Bytes of the PostScript read for its bounding box: its comments lead the file. */
const HEADER_BYTES = 64 * 1024;
const POINTS_PER_INCH = 72;

const epsMessages: Record<GhostscriptProblem, string> = {
  'not-installed':
    'The automatic proof draws EPS and PostScript artwork with Ghostscript, which is not installed on this server. Please upload a proof by hand.',
  failed: 'The automatic proof could not draw this EPS or PostScript file. Please upload a proof by hand.',
  'too-slow':
    'This EPS or PostScript file took too long to draw for the automatic proof. Please upload a proof by hand.',
};

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
 * die-cut is traced around the ink as from a transparent PNG. Ghostscript runs in a sandbox of
 * its own (ghostscript-sandbox.ts); where it is not installed (Vercel, Amplify Hosting) the file
 * is refused as before.
 */
export async function epsPagePicture(
  bytes: Uint8Array,
  sizeIn: { width: number; height: number },
  ppi: number,
  ghostscript: GhostscriptOptions = {},
): Promise<Buffer> {
  const box = epsBoundingBox(bytes);
  if (!box) throw new ProofRenderError(epsMessages.failed);
  // An EPS is cropped to its box; a PostScript page is drawn from its origin to the box's far
  // corner on a page of that size. The page is fixed at that size, so no file draws more pixels
  // than reckoned here.
  const encapsulated = isEncapsulated(bytes);
  const page = encapsulated ? box : { width: box.x + box.width, height: box.y + box.height };
  const resolution = pagePixelScale(page, sizeIn, ppi) * POINTS_PER_INCH;
  return drawWithGhostscript(
    bytes,
    [
      ...(encapsulated ? ['-dEPSCrop'] : []),
      `-dDEVICEWIDTHPOINTS=${page.width}`,
      `-dDEVICEHEIGHTPOINTS=${page.height}`,
      '-dFirstPage=1',
      '-dLastPage=1',
      '-dTextAlphaBits=4',
      '-dGraphicsAlphaBits=4',
      '-sDEVICE=pngalpha',
      `-r${resolution.toFixed(3)}`,
    ],
    ghostscript,
  ).catch((error: unknown) => {
    if (error instanceof GhostscriptError) throw new ProofRenderError(epsMessages[error.problem]);
    throw error;
  });
}
