import { MAX_PAGE_PIXELS, pagePixelScale } from './page-scale';

describe('pagePixelScale', () => {
  it('fits the page to the printed size at the resolution asked', () => {
    // A 4 × 2 in page printed 8 × 4 in at 300 ppi: 2400 px across, 8.33 px a point.
    expect(pagePixelScale({ width: 288, height: 144 }, { width: 8, height: 4 }, 300) * 288).toBeCloseTo(
      2400,
      6,
    );
    // A square page on a wide size is fitted by its height.
    expect(pagePixelScale({ width: 72, height: 72 }, { width: 4, height: 2 }, 300) * 72).toBeCloseTo(600, 6);
  });

  it('draws a big print less sharp rather than past the pixel limit', () => {
    // 40 × 40 in at 300 ppi would be 144 million pixels.
    const scale = pagePixelScale({ width: 720, height: 720 }, { width: 40, height: 40 }, 300);
    expect((720 * scale) ** 2).toBeCloseTo(MAX_PAGE_PIXELS, -2);
  });
});
