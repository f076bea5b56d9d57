import { offsetPathData, traceCutLine, type CutLine } from '@/lib/cut-line';
import { artworkGuidance } from '@/content/artwork-guidance';

/** The artwork once (its pixels are read and kept), then a trace per border width chosen. */
export type CutLineRequest =
  | { kind: 'artwork'; bitmap: ImageBitmap }
  | { kind: 'trace'; id: number; widthIn: number; heightIn: number; borderIn: number };

export type TracedCutLine = Pick<CutLine, 'pathData' | 'bounds' | 'shape'> & {
  /** Where the printed background must reach, and how far inside the cut to keep text. */
  bleedPathData: string;
  safePathData: string;
};
export type CutLineReply = { id: number; cutLine: TracedCutLine } | { id: number; failed: true };

// The DOM typings describe a window; a dedicated worker's scope posts without a target origin.
const scope = self as unknown as {
  onmessage: (event: MessageEvent<CutLineRequest>) => void;
  postMessage: (reply: CutLineReply) => void;
};
let pixels: ImageData | undefined;

scope.onmessage = ({ data }) => {
  if (data.kind === 'artwork') {
    const canvas = new OffscreenCanvas(data.bitmap.width, data.bitmap.height);
    const context = canvas.getContext('2d');
    context?.drawImage(data.bitmap, 0, 0);
    pixels = context?.getImageData(0, 0, canvas.width, canvas.height);
    data.bitmap.close();
    return;
  }
  if (!pixels) return scope.postMessage({ id: data.id, failed: true });
  const { pathData, points, bounds, shape } = traceCutLine(pixels, data);
  scope.postMessage({
    id: data.id,
    cutLine: {
      pathData,
      bounds,
      shape,
      bleedPathData: offsetPathData(points, artworkGuidance.bleedInches),
      safePathData: offsetPathData(points, -artworkGuidance.safeZoneInches),
    },
  });
};
