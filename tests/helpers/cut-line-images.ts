import type { RgbaImage } from '@/lib/cut-line';

/** A point of an image in units of its width and height (0 to 1 across). */
type Shape = (u: number, v: number) => boolean;

/** An RGBA image, `size` px square, opaque black where `shape` holds at the pixel's centre. */
export function paintedImage(size: number, shape: Shape, height = size): RgbaImage {
  const data = new Uint8ClampedArray(size * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < size; x++)
      if (shape((x + 0.5) / size, (y + 0.5) / height)) data[(y * size + x) * 4 + 3] = 255;
  return { width: size, height, data };
}

export const circle =
  (cu: number, cv: number, radius: number): Shape =>
  (u, v) =>
    (u - cu) ** 2 + (v - cv) ** 2 <= radius ** 2;

/** The five points of a star around (0.5, 0.5), outer radius 0.45, inner 0.2, as polygon corners. */
export const starCorners: [number, number][] = Array.from({ length: 10 }, (_, index) => {
  const radius = index % 2 === 0 ? 0.45 : 0.2;
  const angle = -Math.PI / 2 + (index * Math.PI) / 5;
  return [0.5 + radius * Math.cos(angle), 0.5 + radius * Math.sin(angle)];
});

function insidePolygon(corners: [number, number][], u: number, v: number): boolean {
  let inside = false;
  for (let i = 0, j = corners.length - 1; i < corners.length; j = i++) {
    const [ui, vi] = corners[i]!;
    const [uj, vj] = corners[j]!;
    if (vi > v !== vj > v && u < ((uj - ui) * (v - vi)) / (vj - vi) + ui) inside = !inside;
  }
  return inside;
}

/** A five-pointed star with a round hole of radius 0.08 in its middle. */
export const starWithHole: Shape = (u, v) =>
  insidePolygon(starCorners, u, v) && !circle(0.5, 0.5, 0.08)(u, v);

/** Two discs of radius 0.15 whose centres are `gap` apart (across the middle). */
export const twoIslands =
  (gap: number): Shape =>
  (u, v) =>
    circle(0.5 - gap / 2, 0.5, 0.15)(u, v) || circle(0.5 + gap / 2, 0.5, 0.15)(u, v);
