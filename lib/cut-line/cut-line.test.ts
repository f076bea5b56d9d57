import { artworkGuidance } from '@/content/artwork-guidance';
import { areaD, EndType, inflatePathsD, JoinType, type PathD } from 'clipper2-ts';
import { circle, paintedImage, starCorners, starWithHole, twoIslands } from '@/tests/helpers/cut-line-images';
import { DEFAULT_BORDER_IN, SMOOTHING_RADIUS_IN, traceCutLine, type CutLine, type RgbaImage } from '.';

const SIZE_IN = 2;

/** Centres of the opaque pixels, in inches, and of those at the design's edge. */
function opaqueCentres(image: RgbaImage) {
  const opaque = (x: number, y: number) =>
    x >= 0 &&
    y >= 0 &&
    x < image.width &&
    y < image.height &&
    image.data[(y * image.width + x) * 4 + 3]! >= 128;
  const all: [number, number][] = [];
  const edge: [number, number][] = [];
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      if (!opaque(x, y)) continue;
      const centre: [number, number] = [
        ((x + 0.5) * SIZE_IN) / image.width,
        ((y + 0.5) * SIZE_IN) / image.height,
      ];
      all.push(centre);
      if (!opaque(x - 1, y) || !opaque(x + 1, y) || !opaque(x, y - 1) || !opaque(x, y + 1)) edge.push(centre);
    }
  return { all, edge };
}

function distanceToSegment(
  [px, py]: [number, number],
  a: { x: number; y: number },
  b: { x: number; y: number },
) {
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  const t = Math.max(0, Math.min(1, ((px - a.x) * dx + (py - a.y) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (a.x + t * dx), py - (a.y + t * dy));
}

function inside(cut: CutLine, [px, py]: [number, number]): boolean {
  let result = false;
  const points = cut.points;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [a, b] = [points[i]!, points[j]!];
    if (a.y > py !== b.y > py && px < ((b.x - a.x) * (py - a.y)) / (b.y - a.y) + a.x) result = !result;
  }
  return result;
}

/** How much wider than asked the white border may come out (the shrunk grid and rounding). */
const OVERSIZE_IN = 0.02;

/** The cutter's rules: one closed path, around every opaque pixel, never nearer to one than the border. */
function expectCuttable(cut: CutLine, image: RgbaImage, borderIn: number) {
  expect(cut.pathData.match(/M/g)).toHaveLength(1);
  expect(cut.pathData.endsWith('Z')).toBe(true);
  const points = cut.points;
  const centres = opaqueCentres(image);
  expect(centres.all.every((centre) => inside(cut, centre))).toBe(true);
  let nearest = Infinity;
  for (const centre of centres.edge) {
    for (let i = 0; i < points.length; i++)
      nearest = Math.min(nearest, distanceToSegment(centre, points[i]!, points[(i + 1) % points.length]!));
  }
  // A pixel's centre is half a pixel's diagonal inside its edge.
  expect(nearest).toBeGreaterThanOrEqual(borderIn + Math.SQRT1_2 * (SIZE_IN / image.width) - 1e-4);
}

/** Along a convex design, no point of the cut is much farther from it than the border. */
function expectNoWiderThanAsked(cut: CutLine, image: RgbaImage, borderIn: number) {
  const { edge } = opaqueCentres(image);
  const farthest = Math.max(
    ...cut.points.map((point) => Math.min(...edge.map(([x, y]) => Math.hypot(point.x - x, point.y - y)))),
  );
  expect(farthest).toBeLessThanOrEqual(borderIn + OVERSIZE_IN);
}

const expectWithin = (actual: number, expected: number, share = 0.03) =>
  expect(Math.abs(actual - expected) / expected).toBeLessThanOrEqual(share);
const area = (cut: CutLine) => Math.abs(areaD([...cut.points]));

describe('traceCutLine', () => {
  it('cuts a circle at its radius plus the border', () => {
    const image = paintedImage(400, circle(0.5, 0.5, 0.4));
    const cut = traceCutLine(image, { widthIn: SIZE_IN, heightIn: SIZE_IN });
    const radius = 0.4 * SIZE_IN + DEFAULT_BORDER_IN;
    expect(cut.shape).toBe('traced');
    expectWithin(area(cut), Math.PI * radius ** 2);
    expectWithin(cut.bounds.width, 2 * radius);
    expectWithin(cut.bounds.height, 2 * radius);
    expectCuttable(cut, image, DEFAULT_BORDER_IN);
    expectNoWiderThanAsked(cut, image, DEFAULT_BORDER_IN);
  });

  it('moves the cut outward by the chosen border', () => {
    const image = paintedImage(300, circle(0.5, 0.5, 0.3));
    for (const { inches } of artworkGuidance.dieCutBorders) {
      const cut = traceCutLine(image, { widthIn: SIZE_IN, heightIn: SIZE_IN, borderIn: inches });
      expectWithin(cut.bounds.width, 0.6 * SIZE_IN + 2 * inches);
    }
  });

  it('cuts around a star and not through the hole in its middle', () => {
    const image = paintedImage(400, starWithHole);
    const cut = traceCutLine(image, { widthIn: SIZE_IN, heightIn: SIZE_IN });
    const star = starCorners.map(([u, v]) => ({ x: u * SIZE_IN, y: v * SIZE_IN }));
    // The star grown by the border, its inside corners rounded to the smoothing radius.
    const offset = (paths: PathD[], delta: number) =>
      inflatePathsD(paths, delta, JoinType.Round, EndType.Polygon, 2, 4, 0.001);
    const [expected] = offset(offset([star], DEFAULT_BORDER_IN + SMOOTHING_RADIUS_IN), -SMOOTHING_RADIUS_IN);
    const xs = expected!.map((point) => point.x);
    expect(cut.shape).toBe('traced');
    expectWithin(area(cut), Math.abs(areaD(expected!)));
    expectWithin(cut.bounds.width, Math.max(...xs) - Math.min(...xs));
    expect(inside(cut, [SIZE_IN / 2, SIZE_IN / 2])).toBe(true);
    expectCuttable(cut, image, DEFAULT_BORDER_IN);
  });

  it('joins islands the border reaches, and wraps ones it does not in their hull', () => {
    const near = paintedImage(400, twoIslands(0.36));
    const nearCut = traceCutLine(near, { widthIn: SIZE_IN, heightIn: SIZE_IN });
    expect(nearCut.shape).toBe('traced');
    expectCuttable(nearCut, near, DEFAULT_BORDER_IN);

    const apart = paintedImage(400, twoIslands(0.6));
    const apartCut = traceCutLine(apart, { widthIn: SIZE_IN, heightIn: SIZE_IN });
    const radius = 0.15 * SIZE_IN + DEFAULT_BORDER_IN;
    expect(apartCut.shape).toBe('hull');
    // The hull of two discs is a stadium.
    expectWithin(area(apartCut), Math.PI * radius ** 2 + 2 * radius * 0.6 * SIZE_IN);
    expectWithin(apartCut.bounds.width, 0.6 * SIZE_IN + 2 * radius);
    expectCuttable(apartCut, apart, DEFAULT_BORDER_IN);
  });

  it('gives an image without transparency a rounded rectangle at the border', () => {
    const image = paintedImage(200, () => true, 100);
    const cut = traceCutLine(image, { widthIn: 2, heightIn: 1 });
    const border = DEFAULT_BORDER_IN;
    expect(cut.shape).toBe('rectangle');
    expectWithin(cut.bounds.width, 2 + 2 * border, 0.01);
    expectWithin(cut.bounds.height, 1 + 2 * border, 0.01);
    expectWithin(area(cut), 2 + 2 * border * 3 + Math.PI * border ** 2, 0.01);
    expect(cut.bounds.x).toBeCloseTo(-border, 2);
  });

  it('keeps a 1-px line of a large image inside the cut', () => {
    const width = 2000;
    const line = paintedImage(width, (u, v) => Math.abs(u - 0.5) < 0.5 / width && v > 0.1 && v < 0.9);
    const cut = traceCutLine(line, { widthIn: SIZE_IN, heightIn: SIZE_IN });
    const length = 0.8 * SIZE_IN;
    expect(cut.shape).toBe('traced');
    expectWithin(cut.bounds.height, length + 2 * DEFAULT_BORDER_IN);
    expect(cut.bounds.width).toBeGreaterThan(2 * DEFAULT_BORDER_IN);
    expectCuttable(cut, line, DEFAULT_BORDER_IN);
    expectNoWiderThanAsked(cut, line, DEFAULT_BORDER_IN);
  });
});
