import { drawnSize } from '@/lib/cut-line';
import { psdComposite } from '@/lib/psd-composite';

/** A Photoshop file in; its composite as a PNG out (`undefined` when it cannot be drawn). */
export type PsdPictureRequest = { file: Blob };
export type PsdPictureReply = { picture?: Blob };

/**
 * Most pixels a composite is decoded at in the browser (a 50 MB file may hold 8000 × 6000 RGB):
 * 160 MB of RGBA, in this worker, never on the page's thread.
 */
const MAX_PREVIEW_PIXELS = 40_000_000;

// The DOM typings describe a window; a dedicated worker's scope posts without a target origin.
const scope = self as unknown as {
  onmessage: (event: MessageEvent<PsdPictureRequest>) => void;
  postMessage: (reply: PsdPictureReply) => void;
};

scope.onmessage = async ({ data }) => {
  try {
    const composite = psdComposite(new Uint8Array(await data.file.arrayBuffer()), MAX_PREVIEW_PIXELS);
    const full = new OffscreenCanvas(composite.width, composite.height);
    full.getContext('2d')?.putImageData(new ImageData(composite.data, composite.width), 0, 0);
    // Drawn at the size the preview and the tracing use, as a PDF's page is.
    const size = drawnSize(composite);
    const drawn = new OffscreenCanvas(size.width, size.height);
    drawn.getContext('2d')?.drawImage(full, 0, 0, size.width, size.height);
    scope.postMessage({ picture: await drawn.convertToBlob({ type: 'image/png' }) });
  } catch {
    scope.postMessage({});
  }
};
