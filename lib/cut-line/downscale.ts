/** Pixels as ImageData holds them: RGBA, row by row, 4 bytes a pixel. */
export type RgbaImage = {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
};

/** An alpha grid at most `maxSide` cells on its long side; each cell covers `scale` × `scale` source pixels. */
export type AlphaGrid = { width: number; height: number; scale: number; alpha: Float64Array };

/**
 * The image's alpha channel shrunk so its long side is at most `maxSide`. Each cell keeps the
 * MOST opaque of its source pixels (not their mean): a 1-px line in a 3000-px image would
 * otherwise fade below the threshold and the cut would pass through it.
 */
export function alphaGrid({ width, height, data }: RgbaImage, maxSide: number): AlphaGrid {
  const scale = Math.max(1, Math.ceil(Math.max(width, height) / maxSide));
  const gridWidth = Math.ceil(width / scale);
  const gridHeight = Math.ceil(height / scale);
  const alpha = new Float64Array(gridWidth * gridHeight);
  const cellOfColumn = Int32Array.from({ length: width }, (_, x) => Math.floor(x / scale));
  for (let y = 0; y < height; y++) {
    const rowStart = Math.floor(y / scale) * gridWidth;
    let source = y * width * 4 + 3;
    for (let x = 0; x < width; x++, source += 4) {
      const value = data[source]!;
      const cell = rowStart + cellOfColumn[x]!;
      if (value > alpha[cell]!) alpha[cell] = value;
    }
  }
  return { width: gridWidth, height: gridHeight, scale, alpha };
}

/** Whether every pixel is at least `threshold` opaque (a JPEG, or a PNG without transparency). */
export function isFullyOpaque({ data }: RgbaImage, threshold: number): boolean {
  for (let index = 3; index < data.length; index += 4) if (data[index]! < threshold) return false;
  return true;
}
