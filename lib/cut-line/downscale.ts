/** Pixels as ImageData holds them: RGBA, row by row, 4 bytes a pixel. */
export type RgbaImage = {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
};

/** The long side, in cells, the alpha channel is shrunk to before tracing (3000 px fits the budget). */
const MAX_TRACE_SIDE = 512;

/** An alpha grid at most `maxSide` cells on its long side; each cell covers `scale` × `scale` source pixels. */
export type AlphaGrid = { width: number; height: number; scale: number; alpha: Uint8Array };

/**
 * The image's alpha channel shrunk so its long side is at most `maxSide`. Each cell keeps the
 * MOST opaque of its source pixels (not their mean): a 1-px line in a 3000-px image would
 * otherwise fade below the threshold and the cut would pass through it.
 */
export function alphaGrid({ width, height, data }: RgbaImage, maxSide = MAX_TRACE_SIDE): AlphaGrid {
  const scale = Math.max(1, Math.ceil(Math.max(width, height) / maxSide));
  const gridWidth = Math.ceil(width / scale);
  const gridHeight = Math.ceil(height / scale);
  const alpha = new Uint8Array(gridWidth * gridHeight);
  for (let y = 0; y < height; y++) {
    const rowStart = Math.floor(y / scale) * gridWidth;
    const rowEnd = (y + 1) * width * 4;
    for (let cell = rowStart, source = y * width * 4 + 3; source < rowEnd; cell++) {
      const blockEnd = Math.min(rowEnd, source + scale * 4);
      let most = alpha[cell]!;
      // A fully opaque pixel settles the cell: skip the rest of its block.
      for (; source < blockEnd && most < 255; source += 4) most = Math.max(most, data[source]!);
      alpha[cell] = most;
      source = blockEnd;
    }
  }
  return { width: gridWidth, height: gridHeight, scale, alpha };
}

/** Whether every pixel is at least `threshold` opaque (a JPEG, or a PNG without transparency). */
export function isFullyOpaque({ data }: RgbaImage, threshold: number): boolean {
  for (let index = 3; index < data.length; index += 4) if (data[index]! < threshold) return false;
  return true;
}
