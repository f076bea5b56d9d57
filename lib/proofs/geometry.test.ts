import { artworkGuidance } from '@/content/artwork-guidance';
import { traceCutLine } from '@/lib/cut-line';
import { circle, paintedImage } from '@/tests/helpers/cut-line-images';
import { fittedArtwork, transformPath } from '@/lib/cut-line/outline';
import { MIN_PAGE_WIDTH_IN, PAGE_MARGIN_IN, POINTS_PER_INCH, proofGeometry } from './geometry';

const pt = (inches: number) => inches * POINTS_PER_INCH;
const noDetails = () => 0;

/** Every coordinate pair of path data, in order. */
function pairs(path: string): [number, number][] {
  const numbers = (path.match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/gi) ?? []).map(Number);
  return numbers.flatMap((value, index) =>
    index % 2 === 0 ? [[value, numbers[index + 1]!] as [number, number]] : [],
  );
}

describe('fittedArtwork', () => {
  it('contains the artwork in the chosen size, keeping its aspect ratio', () => {
    expect(fittedArtwork({ width: 2000, height: 1000 }, { width: 3, height: 3 })).toEqual({
      width: 3,
      height: 1.5,
    });
    expect(fittedArtwork({ width: 500, height: 1000 }, { width: 4, height: 4 })).toEqual({
      width: 2,
      height: 4,
    });
  });
});

describe('transformPath', () => {
  it('maps x and y of each pair, leaving the commands', () => {
    expect(
      transformPath(
        'M0 0 L1 -2 C1 1 2 2 3 3 Z',
        (x) => x * 10,
        (y) => y + 1,
      ),
    ).toBe('M0 1 L10 -1 C10 2 20 3 30 4 Z');
  });
});

describe('proofGeometry', () => {
  it('puts a rectangle at its printed size, centred on a page at least 6 in wide, the details below it', () => {
    const geometry = proofGeometry({
      shape: 'rectangle',
      size: { width: 3, height: 2 },
      image: { width: 300, height: 200 },
      detailsHeight: () => 100,
    });
    const bleed = artworkGuidance.bleedInches;
    expect(geometry.page.width).toBe(pt(MIN_PAGE_WIDTH_IN));
    // margin, bleed, 2 in design, bleed, margin, then the details and a margin.
    expect(geometry.page.height).toBeCloseTo(
      pt(2 * PAGE_MARGIN_IN + 2 + 2 * bleed) + 100 + pt(PAGE_MARGIN_IN),
      3,
    );
    expect(geometry.artwork).toEqual({
      x: pt(1.5),
      y: pt(PAGE_MARGIN_IN + bleed),
      width: pt(3),
      height: pt(2),
    });
    expect(geometry.cutPath).toBe(
      `M${pt(1.5)} ${pt(0.625)} L${pt(4.5)} ${pt(0.625)} L${pt(4.5)} ${pt(2.625)} L${pt(1.5)} ${pt(2.625)} Z`,
    );
    const bleedXs = pairs(geometry.bleedPath).map(([x]) => x);
    expect(Math.min(...bleedXs)).toBeCloseTo(pt(1.5 - bleed), 3);
    const safeXs = pairs(geometry.safePath).map(([x]) => x);
    expect(Math.min(...safeXs)).toBeCloseTo(pt(1.5 + artworkGuidance.safeZoneInches), 3);
    expect(geometry.details.y).toBeCloseTo(pt(2 * PAGE_MARGIN_IN + 2 + 2 * bleed), 3);
    expect(geometry.cutSizeIn).toEqual({ width: 3, height: 2 });
  });

  it('grows the page past 6 in for a wide design, and contains the artwork inside an oval', () => {
    const geometry = proofGeometry({
      shape: 'oval',
      size: { width: 8, height: 4 },
      image: { width: 100, height: 100 },
      detailsHeight: noDetails,
    });
    expect(geometry.page.width).toBeCloseTo(pt(8 + 2 * artworkGuidance.bleedInches + 2 * PAGE_MARGIN_IN), 3);
    expect(geometry.artwork.width).toBe(pt(4));
    // The ellipse's leftmost and rightmost points are the cut's width apart: 8 in.
    const xs = pairs(geometry.cutPath).map(([x]) => x);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(pt(8), 3);
    expect(geometry.cutPath).toMatch(/^M[\d.]+ [\d.]+ C/);
  });

  it('draws a die-cut with its traced outline around the fitted artwork, the border past it', () => {
    const image = paintedImage(200, circle(0.5, 0.5, 0.4));
    const fitted = fittedArtwork(image, { width: 2, height: 2 });
    const cutLine = traceCutLine(image, { widthIn: fitted.width, heightIn: fitted.height, borderIn: 0.25 });
    const geometry = proofGeometry({
      shape: 'die-cut',
      size: { width: 2, height: 2 },
      image,
      cutLine,
      detailsHeight: noDetails,
    });
    expect(geometry.artwork.width).toBe(pt(2));
    const cut = pairs(geometry.cutPath);
    const xs = cut.map(([x]) => x);
    // A circle of 1.6 in (80 px radius of 200 px over 2 in) with a 1/4 in border: about 2.1 in across.
    expect((Math.max(...xs) - Math.min(...xs)) / POINTS_PER_INCH).toBeGreaterThanOrEqual(
      1.6 + 2 * 0.25 - 0.01,
    );
    expect((Math.max(...xs) - Math.min(...xs)) / POINTS_PER_INCH).toBeLessThan(1.6 + 2 * 0.25 + 0.05);
    // Everything, the bleed included, stays inside the page.
    for (const [x, y] of [...cut, ...pairs(geometry.bleedPath)]) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(geometry.page.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(geometry.details.y);
    }
    expect(geometry.cutSizeIn.width).toBeCloseTo(cutLine.bounds.width, 3);
  });

  it('refuses a die-cut without its traced line', () => {
    expect(() =>
      proofGeometry({
        shape: 'die-cut',
        size: { width: 2, height: 2 },
        image: { width: 1, height: 1 },
        detailsHeight: noDetails,
      }),
    ).toThrow('traced cut line');
  });
});
