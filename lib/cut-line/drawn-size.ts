/**
 * Longest side, in pixels, that artwork the browser cannot decode off the main thread (SVG, a
 * PDF's first page) is drawn at for the wizard's preview and tracing: sharp enough for a
 * 400 px preview and a cut line within a few thousandths of an inch, small enough to draw at once.
 */
export const DRAWN_ARTWORK_SIDE = 1024;

/** `size` scaled so that its longest side is DRAWN_ARTWORK_SIDE, in whole pixels (at least one). */
export function drawnSize(size: { width: number; height: number }): {
  width: number;
  height: number;
  scale: number;
} {
  const scale = DRAWN_ARTWORK_SIDE / Math.max(size.width, size.height);
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
    scale,
  };
}
