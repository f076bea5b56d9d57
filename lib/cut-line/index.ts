import { contours } from 'd3-contour';
import { areaD, EndType, inflatePathsD, JoinType, type PathD, type PathsD } from 'clipper2-ts';
import simplify from 'simplify-js';
import { artworkGuidance } from '@/content/artwork-guidance';
import { alphaGrid, isFullyOpaque, type RgbaImage } from './downscale';
import { convexHull } from './hull';

export type { RgbaImage } from './downscale';

export const DEFAULT_BORDER_IN = artworkGuidance.dieCutBorders[0].inches;
/** A pixel at least this opaque (0–255) is part of the design. */
const ALPHA_THRESHOLD = 128;
/** Inside corners of the cut are rounded to this radius: a blade drags on sharp ones. */
export const SMOOTHING_RADIUS_IN = 1 / 16;
/** How far the points of a rounded corner may stray from the true arc. */
const ARC_TOLERANCE_IN = 0.001;
/** Points within this of the segment that replaces them are dropped. */
const SIMPLIFY_TOLERANCE_IN = 0.001;
/** What the chords of the rounded corners and the simplification may cut in: the cut grows by it. */
const APPROXIMATION_IN = ARC_TOLERANCE_IN + SIMPLIFY_TOLERANCE_IN;
/** Decimal places Clipper keeps (0.0001 in, far below what a cutter resolves). */
const PRECISION = 4;

export type CutLineOptions = {
  /** The size the whole image is printed at. */
  widthIn: number;
  heightIn: number;
  borderIn?: number;
  alphaThreshold?: number;
};

export type CutLine = {
  /** SVG path data in inches, origin at the image's top-left corner, y down: one closed path. */
  pathData: string;
  /** The same outline as points, in inches. */
  points: PathD;
  bounds: { x: number; y: number; width: number; height: number };
  /**
   * How the cut was made: around the design's opaque parts; around parts that stayed apart
   * after the border, joined by their convex hull; or a rounded rectangle around an image with
   * no transparency to follow (a JPEG, a PNG without alpha, or nothing opaque at all).
   */
  shape: 'traced' | 'hull' | 'rectangle';
};

const grow = (paths: PathsD, delta: number) =>
  inflatePathsD(paths, delta, JoinType.Round, EndType.Polygon, 2, PRECISION, ARC_TOLERANCE_IN);

/**
 * The die-cut line around an image's opaque parts (issue 32 §1): traced by marching squares
 * (d3-contour), holes filled, offset outward by the border with round joins (Clipper2), inside
 * corners rounded by a morphological closing, and simplified. A sticker is one piece, so parts
 * that the border does not join are wrapped in their convex hull: a bridge would leave a thin
 * neck that tears when the sticker is peeled, and the cutter would turn sharply at both ends.
 * Every point of the cut is at least the border away from every opaque pixel.
 */
export function traceCutLine(image: RgbaImage, options: CutLineOptions): CutLine {
  const { widthIn, heightIn, borderIn = DEFAULT_BORDER_IN, alphaThreshold = ALPHA_THRESHOLD } = options;
  const rectangle = () =>
    outline(grow([rectanglePath(widthIn, heightIn)], borderIn + APPROXIMATION_IN), 'rectangle');
  if (isFullyOpaque(image, alphaThreshold)) return rectangle();

  const grid = alphaGrid(image);
  const cellWidthIn = (grid.scale * widthIn) / image.width;
  const cellHeightIn = (grid.scale * heightIn) / image.height;
  const traced = contours()
    .size([grid.width, grid.height])
    .contour(grid.alpha as unknown as number[], alphaThreshold);
  // A ring passes no farther than a cell's centre from the opaque pixels that cell stands for:
  // grow by half its diagonal more so no pixel of the full-size image ends up nearer the cut.
  const cellMarginIn = Math.hypot(cellWidthIn, cellHeightIn) / 2;
  // Only each part's outer ring (holes inside the design are not cut), its staircase thinned
  // before offsetting (the offset's cost grows with its corners), which may cut in as far.
  const thinningIn = cellMarginIn / 2;
  const parts: PathsD = traced.coordinates.map(([outer]) =>
    simplifyRing(
      outer!.map(([x, y]) => ({ x: x! * cellWidthIn, y: y! * cellHeightIn })),
      thinningIn,
    ),
  );
  if (parts.length === 0) return rectangle();

  const margin = cellMarginIn + thinningIn + APPROXIMATION_IN;
  const grown = grow(parts, borderIn + margin + SMOOTHING_RADIUS_IN);
  return outline(grow(grown, -SMOOTHING_RADIUS_IN), 'traced');
}

/**
 * A closed ring (its first point repeated last) with the points dropped that lie within
 * `tolerance` of the segment that replaces them (Douglas–Peucker, simplify-js), last point off.
 */
function simplifyRing(ring: PathD, tolerance: number): PathD {
  return simplify(ring, tolerance, true).slice(0, -1);
}

function rectanglePath(width: number, height: number): PathD {
  return [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
}

/** One outer path from Clipper's result: holes dropped, separate parts hulled, then simplified. */
function outline(paths: PathsD, shape: CutLine['shape']): CutLine {
  const largest = paths.reduce((best, path) => (Math.abs(areaD(path)) > Math.abs(areaD(best)) ? path : best));
  const outerSign = Math.sign(areaD(largest));
  const outers = paths.filter((path) => Math.sign(areaD(path)) === outerSign);
  const joined = outers.length === 1 ? outers[0]! : convexHull(outers.flat());
  const points = simplifyRing([...joined, joined[0]!], SIMPLIFY_TOLERANCE_IN);
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
  return {
    pathData: pathData(points),
    points,
    bounds: { x: minX, y: minY, width: Math.max(...xs) - minX, height: Math.max(...ys) - minY },
    shape: shape === 'traced' && outers.length > 1 ? 'hull' : shape,
  };
}

/**
 * The outline moved by `deltaIn` (outward when positive) as SVG path data: the bleed past a
 * cut line, or the safe zone inside it.
 */
export function offsetPathData(points: PathD, deltaIn: number): string {
  return grow([[...points]], deltaIn)
    .map(pathData)
    .join(' ');
}

const coordinate = (value: number) => Number(value.toFixed(PRECISION));

function pathData(points: PathD): string {
  return `${points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${coordinate(point.x)} ${coordinate(point.y)}`)
    .join(' ')} Z`;
}
export { DRAWN_ARTWORK_SIDE, drawnSize } from './drawn-size';
export { fittedArtwork, shapeOutlinePath, transformPath } from './outline';
export {
  DIE_CUT_BORDERS_IN,
  cutBorderLabel,
  cutBorderMessage,
  productShapeOf,
  storedCutBorder,
  type ProductShape,
} from './shape';
