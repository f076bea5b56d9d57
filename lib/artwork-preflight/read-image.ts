/**
 * Pixel dimensions from the first bytes of a raster image (PNG, JPEG, GIF, WebP, TIFF, PSD),
 * read from headers only. Anything unexpected answers `undefined`: never a throw.
 */
export type PixelSize = { widthPx: number; heightPx: number };

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

function png(view: DataView, bytes: Uint8Array): PixelSize | undefined {
  if (ascii(bytes, 12, 4) !== 'IHDR') return undefined;
  return { widthPx: view.getUint32(16), heightPx: view.getUint32(20) };
}

function gif(view: DataView): PixelSize {
  return { widthPx: view.getUint16(6, true), heightPx: view.getUint16(8, true) };
}

/** Walks the JPEG markers to the first start-of-frame (SOF0..SOF15 but DHT, JPG and DAC). */
function jpeg(view: DataView): PixelSize | undefined {
  let offset = 2;
  while (offset + 9 < view.byteLength) {
    if (view.getUint8(offset) !== 0xff) return undefined;
    const marker = view.getUint8(offset + 1);
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { heightPx: view.getUint16(offset + 5), widthPx: view.getUint16(offset + 7) };
    offset += 2 + view.getUint16(offset + 2);
  }
  return undefined;
}

function webp(view: DataView, bytes: Uint8Array): PixelSize | undefined {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X')
    return {
      widthPx: 1 + view.getUint16(24, true) + (view.getUint8(26) << 16),
      heightPx: 1 + view.getUint16(27, true) + (view.getUint8(29) << 16),
    };
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { widthPx: 1 + (bits & 0x3fff), heightPx: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ')
    return { widthPx: view.getUint16(26, true) & 0x3fff, heightPx: view.getUint16(28, true) & 0x3fff };
  return undefined;
}

/** The first image directory's ImageWidth (256) and ImageLength (257) tags. */
function tiff(view: DataView, little: boolean): PixelSize | undefined {
  const directory = view.getUint32(4, little);
  const entries = view.getUint16(directory, little);
  const found: Record<number, number> = {};
  for (let index = 0; index < entries; index += 1) {
    const entry = directory + 2 + index * 12;
    const tag = view.getUint16(entry, little);
    const type = view.getUint16(entry + 2, little);
    if (tag === 256 || tag === 257)
      found[tag] = type === 3 ? view.getUint16(entry + 8, little) : view.getUint32(entry + 8, little);
  }
  return found[256] && found[257] ? { widthPx: found[256], heightPx: found[257] } : undefined;
}

function psd(view: DataView): PixelSize {
  return { heightPx: view.getUint32(14), widthPx: view.getUint32(18) };
}

function read(bytes: Uint8Array): PixelSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const magic = ascii(bytes, 0, 4);
  if (magic === '\x89PNG') return png(view, bytes);
  if (magic.startsWith('GIF8')) return gif(view);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpeg(view);
  if (magic === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webp(view, bytes);
  if (magic === 'II*\0') return tiff(view, true);
  if (magic === 'MM\0*') return tiff(view, false);
  if (magic === '8BPS') return psd(view);
  return undefined;
}

/** The image's pixel size, or undefined when the bytes are not a readable raster header. */
export function readImageSize(bytes: Uint8Array): PixelSize | undefined {
  try {
    const size = read(bytes);
    return size && size.widthPx > 0 && size.heightPx > 0 ? size : undefined;
  } catch {
    // A header cut short or lying about its offsets: a DataView read past the end.
    return undefined;
  }
}
