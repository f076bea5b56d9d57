import 'server-only';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { ProofRenderError } from './errors';
import { pagePixelScale } from './page-scale';

/** A page that takes longer than this to draw is given up: it is broken or hostile, and staff proof it by hand. */
const PAGE_DRAW_TIMEOUT_MS = 60_000;
/** Images inside the PDF larger than this are skipped by pdf.js rather than decoded (decompression bombs). */
const MAX_EMBEDDED_IMAGE_PIXELS = 100_000_000;

const pdfPageMessages = {
  unreadable: 'The automatic proof could not read this PDF. Please upload a proof by hand.',
  locked:
    'This PDF is protected by a password, so the automatic proof cannot open it. Please upload a proof by hand.',
  tooSlow: 'This PDF took too long to draw for the automatic proof. Please upload a proof by hand.',
} as const;

/**
 * pdf.js's own folders (fonts a PDF names without embedding them, and CJK character maps), read
 * at run time from the app's node_modules: the server runs from the app's folder, here and on
 * Vercel and Amplify (next.config.ts traces them there). Not require.resolve: the server bundle
 * turns that into a module number.
 */
const pdfJsFolder = (name: 'standard_fonts' | 'cmaps') =>
  `${path.resolve('node_modules', 'pdfjs-dist', name)}/`;

export type PagePixels = { data: Uint8Array; width: number; height: number };

/**
 * Draws the first page of a PDF (or a PDF-compatible Illustrator file) as RGBA pixels, transparent
 * where the page has no ink, so a die-cut's outline can be traced from them as from a PNG's. Its
 * size is the page fitted into `sizeIn` at `ppi` (pagePixelScale). pdf.js draws on this
 * thread: it hands control back to the event loop between slices of its work, so requests are
 * still answered while a page is drawn, and a page that takes too long is cancelled.
 */
export async function pdfPagePicture(
  bytes: Uint8Array,
  sizeIn: { width: number; height: number },
  ppi: number,
): Promise<PagePixels> {
  // pdf.js ships only ES modules; loaded when a PDF is first drawn, not with every route.
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = getDocument({
    // pdf.js takes ownership of (and detaches) the buffer it is given.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    enableXfa: false,
    maxImageSize: MAX_EMBEDDED_IMAGE_PIXELS,
    standardFontDataUrl: pdfJsFolder('standard_fonts'),
    cMapUrl: pdfJsFolder('cmaps'),
    cMapPacked: true,
    verbosity: VerbosityLevel.ERRORS,
  });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProofRenderError(pdfPageMessages.tooSlow)), PAGE_DRAW_TIMEOUT_MS);
  });
  try {
    const document = await Promise.race([loading.promise, timedOut]).catch((error: unknown) => {
      if (error instanceof ProofRenderError) throw error;
      const locked = error instanceof Error && error.name === 'PasswordException';
      throw new ProofRenderError(locked ? pdfPageMessages.locked : pdfPageMessages.unreadable);
    });
    const page = await Promise.race([document.getPage(1), timedOut]);
    // The page as shown (its crop box, turned as the PDF says), in points.
    const { width: widthPt, height: heightPt } = page.getViewport({ scale: 1 });
    if (!(widthPt > 0 && heightPt > 0)) throw new ProofRenderError(pdfPageMessages.unreadable);
    const viewport = page.getViewport({
      scale: pagePixelScale({ width: widthPt, height: heightPt }, sizeIn, ppi),
    });
    const canvas = createCanvas(
      Math.max(1, Math.floor(viewport.width)),
      Math.max(1, Math.floor(viewport.height)),
    );
    const task = page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      viewport,
      background: 'rgba(0,0,0,0)',
    });
    // Between slices of drawing, let the server answer requests (and the time limit fire).
    task.onContinue = (carryOn: () => void) => setImmediate(carryOn);
    await Promise.race([task.promise, timedOut]).catch((error: unknown) => {
      task.cancel();
      throw error instanceof ProofRenderError ? error : new ProofRenderError(pdfPageMessages.unreadable);
    });
    const { data, width, height } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width, height };
  } finally {
    clearTimeout(timer);
    await loading.destroy();
  }
}
