import { DRAWN_ARTWORK_SIDE, drawnSize } from './drawn-size';

describe('drawnSize', () => {
  it('draws a large page down to the drawn side, keeping its proportions', () => {
    // A 3000 × 3000 px-equivalent page (720 pt at 300 ppi) and a landscape A4 in points.
    expect(drawnSize({ width: 3000, height: 3000 })).toEqual({
      width: 1024,
      height: 1024,
      scale: 1024 / 3000,
    });
    const a4 = drawnSize({ width: 841.89, height: 595.28 });
    expect(a4.width).toBe(DRAWN_ARTWORK_SIDE);
    expect(a4.height).toBe(Math.round((595.28 * 1024) / 841.89));
  });

  it('draws a small SVG up, so a 24 px icon still traces a smooth cut', () => {
    expect(drawnSize({ width: 24, height: 12 })).toEqual({ width: 1024, height: 512, scale: 1024 / 24 });
  });

  it('never gives a side of no pixels, however thin the artwork', () => {
    expect(drawnSize({ width: 10_000, height: 1 })).toMatchObject({ width: 1024, height: 1 });
  });
});
