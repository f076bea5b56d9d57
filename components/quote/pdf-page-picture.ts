import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import { drawnSize } from '@/lib/cut-line';

/** Images inside the PDF larger than this are skipped rather than decoded (decompression bombs). */
const MAX_EMBEDDED_IMAGE_PIXELS = 25_000_000;

/**
 * The first page of a PDF (or a PDF-compatible Illustrator file) as a PNG, DRAWN_ARTWORK_SIDE
 * on its longest side, transparent where the page has no ink, so the preview shows it and a
 * die-cut's outline is traced from it as from a transparent PNG. Loaded only when a PDF is
 * chosen. pdf.js parses in its own worker; the page is drawn here in slices between frames.
 */
export async function pdfPagePicture(file: Blob): Promise<Blob> {
  GlobalWorkerOptions.workerPort ??= new Worker(new URL('./pdf.worker.ts', import.meta.url), {
    type: 'module',
  });
  const loading = getDocument({
    data: new Uint8Array(await file.arrayBuffer()),
    // No code is built from the PDF's contents: the CSP allows no eval, and a PDF is untrusted.
    isEvalSupported: false,
    enableXfa: false,
    maxImageSize: MAX_EMBEDDED_IMAGE_PIXELS,
  });
  try {
    const document = await loading.promise;
    const page = await document.getPage(1);
    const size = drawnSize(page.getViewport({ scale: 1 }));
    const viewport = page.getViewport({ scale: size.scale });
    const canvas = window.document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    // pdf.js would make an opaque context for the canvas itself: this one keeps the page's
    // transparency, from which a die-cut is traced.
    const canvasContext = canvas.getContext('2d');
    if (!canvasContext) throw new Error('No canvas to draw the page on');
    await page.render({ canvas, canvasContext, viewport, background: 'rgba(0,0,0,0)' }).promise;
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The page could not be drawn'))),
        'image/png',
      ),
    );
  } finally {
    await loading.destroy();
  }
}
