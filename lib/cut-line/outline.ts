import type { ProductShape } from './shape';

/*
 * Where a design goes on its product and the outline it is cut along, for the shapes that are
 * not traced (pure, in inches, y down): the wizard's preview, the automatic proof and the
 * catalogue's pictures all draw with these, so they can never disagree.
 */

type Size = { width: number; height: number };

/** The artwork contained in `size` (scaled to fit, aspect kept), in inches. */
export function fittedArtwork(image: Size, size: Size): Size {
  const fit = Math.min(size.width / image.width, size.height / image.height);
  return { width: image.width * fit, height: image.height * fit };
}

/** Bézier handles' length for a quarter ellipse (the usual 4·(√2−1)/3). */
const KAPPA = 0.5522847498;

/**
 * The cut of a product of `size` cut as a rectangle or an ellipse inscribed in it, grown by
 * `grow` on every side (shrunk when negative: the safe zone; grown: the bleed), as absolute
 * SVG path data (M, L, C and Z) with its origin at the size's top-left corner.
 */
export function shapeOutlinePath(shape: Exclude<ProductShape, 'die-cut'>, { width, height }: Size, grow = 0) {
  if (shape === 'rectangle') {
    const [left, top, right, bottom] = [-grow, -grow, width + grow, height + grow];
    return `M${left} ${top} L${right} ${top} L${right} ${bottom} L${left} ${bottom} Z`;
  }
  const [cx, cy, rx, ry] = [width / 2, height / 2, width / 2 + grow, height / 2 + grow];
  const [kx, ky] = [rx * KAPPA, ry * KAPPA];
  return [
    `M${cx - rx} ${cy}`,
    `C${cx - rx} ${cy - ky} ${cx - kx} ${cy - ry} ${cx} ${cy - ry}`,
    `C${cx + kx} ${cy - ry} ${cx + rx} ${cy - ky} ${cx + rx} ${cy}`,
    `C${cx + rx} ${cy + ky} ${cx + kx} ${cy + ry} ${cx} ${cy + ry}`,
    `C${cx - kx} ${cy + ry} ${cx - rx} ${cy + ky} ${cx - rx} ${cy}`,
    'Z',
  ].join(' ');
}

const round = (value: number) => Number(value.toFixed(3));

/** Moves and scales every coordinate pair of absolute path data (M, L, C and Z commands). */
export function transformPath(pathData: string, x: (value: number) => number, y: (value: number) => number) {
  let index = 0;
  return pathData.replace(/-?\d+(?:\.\d+)?(?:e-?\d+)?/gi, (number) =>
    String(round(index++ % 2 === 0 ? x(Number(number)) : y(Number(number)))),
  );
}
