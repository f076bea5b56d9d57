/**
 * What the artwork check looks for (issue 14 §2 preflight) and how it explains itself. The
 * wizard shows these before the quote is sent; the server checks the stored file again.
 */
export const artworkGuidance = {
  /** Print resolution at the chosen size: warn below `goodDpi`, warn strongly below `minimumDpi`. */
  goodDpi: 300,
  minimumDpi: 150,
  /** Extra artwork past the cut line on each side, so no white edge shows after trimming. */
  bleedInches: 0.125,
  /** Keep text and logos this far inside the cut line. */
  safeZoneInches: 0.125,
  /** The white border a die-cut can have past its design (issue 32 §1); the first is the shop's default. */
  dieCutBorders: [
    { inches: 0.125, label: '1/8 in' },
    { inches: 0.1875, label: '3/16 in' },
    { inches: 0.25, label: '1/4 in' },
  ],
  /** How far a PDF page may differ from the expected size and still match (rounding in exports). */
  toleranceInches: 0.02,
  tips: [
    'Bleed: extend background colours and images 1/8 in (0.125 in) past the cut line on every side.',
    'Safe zone: keep text, logos and anything important at least 1/8 in (0.125 in) inside the cut line.',
    'Resolution: photos and other raster images should be 300 DPI at the printed size.',
    'Every file gets a free proof by e-mail before we print, so we can fix small problems together.',
  ],
} as const;
