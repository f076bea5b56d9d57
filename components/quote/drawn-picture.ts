import { isPdf } from '@/lib/artwork-preflight';
import { isPsd } from '@/lib/psd-composite';
import type { PsdPictureReply, PsdPictureRequest } from './psd-picture.worker';

/**
 * A Photoshop file's composite as a PNG, read in a worker of its own (ag-psd is loaded with
 * it); `undefined` when it cannot be drawn.
 */
function psdPicture(file: Blob): Promise<Blob | undefined> {
  const worker = new Worker(new URL('./psd-picture.worker.ts', import.meta.url));
  return new Promise<Blob | undefined>((resolve) => {
    worker.onmessage = ({ data }: MessageEvent<PsdPictureReply>) => resolve(data.picture);
    worker.onerror = () => resolve(undefined);
    worker.postMessage({ file } satisfies PsdPictureRequest);
  }).finally(() => worker.terminate());
}

/**
 * A picture of artwork the browser cannot show as it is, judged by its first bytes: a PDF's (or
 * PDF-compatible Illustrator file's) first page drawn by pdf.js, loaded only then, or a
 * Photoshop file's composite; else nothing (TIFF, EPS).
 */
export async function drawnPicture(file: Blob): Promise<Blob | undefined> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  if (isPsd(head)) return psdPicture(file);
  if (!isPdf(head)) return undefined;
  const { pdfPagePicture } = await import('./pdf-page-picture');
  return pdfPagePicture(file);
}
