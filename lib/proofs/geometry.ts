import type { PathD } from 'clipper2-ts';
import { artworkGuidance } from '@/content/artwork-guidance';
import { offsetPathData, type CutLine } from '@/lib/cut-line';
import { fittedArtwork, shapeOutlinePath, transformPath } from '@/lib/cut-line';
import type { ProductShape } from '@/lib/cut-line';

/*
 * Where everything goes on a proof's page (pure: no PDF, no pixels). Lengths come in inches
 * and leave in PDF points, y down as pdfkit draws: the design at its printed size, the cut,
 * bleed and safe-zone lines around it, and the details below.
 */

export const POINTS_PER_INCH = 72;
/** White space around the design and its bleed, and below the details. */
export const PAGE_MARGIN_IN = 0.5;
/** A page at least this wide, so the details read on a small sticker's proof. */
export const MIN_PAGE_WIDTH_IN = 6;

type Size = { width: number; height: number };
type Box = { x: number; y: number; width: number; height: number };

export type ProofGeometryInput = {
  shape: ProductShape;
  /** The size the customer chose, in inches. */
  size: Size;
  /** The artwork's pixel size (its aspect ratio is what matters). */
  image: Size;
  /** A die-cut's traced line around the design at its fitted size (origin: the design's top-left). */
  cutLine?: CutLine;
  /** The height in points the details take when set this many points wide. */
  detailsHeight: (widthPt: number) => number;
};

export type ProofGeometry = {
  page: { width: number; height: number };
  /** Where the artwork is drawn, in points. */
  artwork: Box;
  /** SVG path data in points: the cut (drawn in the CutContour spot colour), the bleed and the safe zone. */
  cutPath: string;
  bleedPath: string;
  safePath: string;
  /** The design's box at its printed size (the die-cut's outline's bounds), in inches, for the details. */
  cutSizeIn: Size;
  /** Where the details start, and how wide they may run, in points. */
  details: { x: number; y: number; width: number };
};

const round = (value: number) => Number(value.toFixed(3));

function pointsPath(points: PathD): string {
  return `${points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ')} Z`;
}

/**
 * The proof's page: the design at its printed size, centred, with the bleed and a margin
 * around it, and the details below. A die-cut's artwork is fitted to the chosen size and its
 * traced line lies around it (as in the wizard's preview); other shapes are cut at the chosen
 * size with the artwork contained in it.
 */
export function proofGeometry({
  shape,
  size,
  image,
  cutLine,
  detailsHeight,
}: ProofGeometryInput): ProofGeometry {
  const bleed = artworkGuidance.bleedInches;
  const safe = artworkGuidance.safeZoneInches;
  const fitted = fittedArtwork(image, size);
  let artworkIn: Box;
  let lines: { cut: string; bleed: string; safe: string };
  let outline: Box;
  if (shape === 'die-cut') {
    if (!cutLine) throw new Error('A die-cut proof needs its traced cut line.');
    artworkIn = { x: 0, y: 0, ...fitted };
    lines = {
      cut: pointsPath(cutLine.points),
      bleed: offsetPathData(cutLine.points, bleed),
      safe: offsetPathData(cutLine.points, -safe),
    };
    outline = cutLine.bounds;
  } else {
    artworkIn = { x: (size.width - fitted.width) / 2, y: (size.height - fitted.height) / 2, ...fitted };
    lines = {
      cut: shapeOutlinePath(shape, size),
      bleed: shapeOutlinePath(shape, size, bleed),
      safe: shapeOutlinePath(shape, size, -safe),
    };
    outline = { x: 0, y: 0, ...size };
  }
  // The drawing's extent: the outline with its bleed, and the artwork (a die-cut's may reach past neither).
  const left = Math.min(outline.x - bleed, artworkIn.x);
  const top = Math.min(outline.y - bleed, artworkIn.y);
  const right = Math.max(outline.x + outline.width + bleed, artworkIn.x + artworkIn.width);
  const bottom = Math.max(outline.y + outline.height + bleed, artworkIn.y + artworkIn.height);
  const pageWidthIn = Math.max(right - left + 2 * PAGE_MARGIN_IN, MIN_PAGE_WIDTH_IN);
  const originX = (pageWidthIn - (right - left)) / 2 - left;
  const originY = PAGE_MARGIN_IN - top;
  const x = (inches: number) => (originX + inches) * POINTS_PER_INCH;
  const y = (inches: number) => (originY + inches) * POINTS_PER_INCH;
  const detailsTop = y(bottom) + PAGE_MARGIN_IN * POINTS_PER_INCH;
  const detailsWidth = round((pageWidthIn - 2 * PAGE_MARGIN_IN) * POINTS_PER_INCH);
  return {
    page: {
      width: round(pageWidthIn * POINTS_PER_INCH),
      height: round(detailsTop + detailsHeight(detailsWidth) + PAGE_MARGIN_IN * POINTS_PER_INCH),
    },
    artwork: {
      x: round(x(artworkIn.x)),
      y: round(y(artworkIn.y)),
      width: round(artworkIn.width * POINTS_PER_INCH),
      height: round(artworkIn.height * POINTS_PER_INCH),
    },
    cutPath: transformPath(lines.cut, x, y),
    bleedPath: transformPath(lines.bleed, x, y),
    safePath: transformPath(lines.safe, x, y),
    cutSizeIn: { width: round(outline.width), height: round(outline.height) },
    details: {
      x: PAGE_MARGIN_IN * POINTS_PER_INCH,
      y: round(detailsTop),
      width: detailsWidth,
    },
  };
}
