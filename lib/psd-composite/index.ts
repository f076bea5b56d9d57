import { initializeCanvas, readPsd } from 'ag-psd';
import { isPsd } from './signature';

/**
 * The composite image of a Photoshop file (PSD or PSB): the picture Photoshop saves beside the
 * layers, with its transparency, as 8-bit RGBA, the same in the browser (the wizard's preview)
 * and on the server (the automatic proof). Read with ag-psd; the layers are never decoded.
 */
export { isPsd };

export type PsdPixels = { width: number; height: number; data: Uint8ClampedArray<ArrayBuffer> };

export type PsdProblem = 'unreadable' | 'too-large' | 'colour-mode' | 'no-composite';

export class PsdCompositeError extends Error {
  constructor(readonly problem: PsdProblem) {
    super(`Photoshop composite not drawn: ${problem}`);
    this.name = 'PsdCompositeError';
  }
}

/** The colour modes ag-psd turns into RGB: bitmap, greyscale, indexed, RGB. CMYK, Lab, duotone and multichannel it cannot. */
const DRAWN_COLOUR_MODES = new Set([0, 1, 2, 3]);
const HEADER_BYTES = 26;

/** Width, height and colour mode from the 26-byte header, read before anything is decoded. */
function psdHeader(bytes: Uint8Array) {
  if (!isPsd(bytes) || bytes.length < HEADER_BYTES) throw new PsdCompositeError('unreadable');
  const view = new DataView(bytes.buffer, bytes.byteOffset, HEADER_BYTES);
  const version = view.getUint16(4);
  if (version !== 1 && version !== 2) throw new PsdCompositeError('unreadable');
  return { height: view.getUint32(14), width: view.getUint32(18), colourMode: view.getUint16(24) };
}

// ag-psd makes its pixel buffers through a canvas unless told otherwise; plain arrays work in a
// worker and in Node alike. It asks for a canvas only for layers and thumbnails, never read here.
initializeCanvas(
  () => {
    throw new PsdCompositeError('unreadable');
  },
  (width, height) => ({ width, height, data: new Uint8ClampedArray(width * height * 4), colorSpace: 'srgb' }),
);

/** 16-bit channels run to 65535 and 32-bit ones to 1.0: both scaled to a byte. */
function toBytes(
  data: Uint8ClampedArray | Uint8Array | Uint16Array | Float32Array,
): Uint8ClampedArray<ArrayBuffer> {
  if (data instanceof Uint8ClampedArray && data.buffer instanceof ArrayBuffer) {
    return new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  }
  const scale = data instanceof Uint16Array ? 255 / 65535 : data instanceof Float32Array ? 255 : 1;
  return Uint8ClampedArray.from(data, (value) => value * scale);
}

/**
 * The composite's pixels. Refused before decoding: a file over `maxPixels` (a small file can
 * promise a huge image) and a colour mode not drawn; after: a file saved without its composite
 * ("Maximize compatibility" off), whose stored picture is blank.
 */
export function psdComposite(bytes: Uint8Array, maxPixels: number): PsdPixels {
  const header = psdHeader(bytes);
  if (!(header.width > 0 && header.height > 0)) throw new PsdCompositeError('unreadable');
  if (header.width * header.height > maxPixels) throw new PsdCompositeError('too-large');
  if (!DRAWN_COLOUR_MODES.has(header.colourMode)) throw new PsdCompositeError('colour-mode');
  let psd: ReturnType<typeof readPsd>;
  try {
    psd = readPsd(bytes, {
      skipLayerImageData: true,
      skipThumbnail: true,
      skipLinkedFilesData: true,
      useImageData: true,
      // The composite plus room for ag-psd's own work: a file claiming more is refused.
      totalMemoryLimit: maxPixels * 4 * 4,
    });
  } catch {
    throw new PsdCompositeError('unreadable');
  }
  if (psd.imageResources?.versionInfo?.hasRealMergedData === false)
    throw new PsdCompositeError('no-composite');
  if (!psd.imageData) throw new PsdCompositeError('no-composite');
  return { width: psd.imageData.width, height: psd.imageData.height, data: toBytes(psd.imageData.data) };
}
