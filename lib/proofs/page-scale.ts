/** The most pixels a page (PDF or EPS) is drawn at (6000 × 6000, 144 MB of RGBA): a bigger print is drawn less sharp. */
export const MAX_PAGE_PIXELS = 36_000_000;
const POINTS_PER_INCH = 72;

/**
 * Pixels per point to draw a page of `pagePt` (points) at, so that it fits `sizeIn` (inches)
 * at `ppi`, with at most MAX_PAGE_PIXELS.
 */
export function pagePixelScale(
  pagePt: { width: number; height: number },
  sizeIn: { width: number; height: number },
  ppi: number,
): number {
  const fit = Math.min(
    sizeIn.width / (pagePt.width / POINTS_PER_INCH),
    sizeIn.height / (pagePt.height / POINTS_PER_INCH),
  );
  const scale = (fit * ppi) / POINTS_PER_INCH;
  const pixels = pagePt.width * pagePt.height * scale * scale;
  return pixels > MAX_PAGE_PIXELS ? scale * Math.sqrt(MAX_PAGE_PIXELS / pixels) : scale;
}
