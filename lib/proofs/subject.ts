import type { tables } from '@/lib/db/server';
import { describePreflight } from '@/lib/artwork-preflight';
import { artworkGuidance } from '@/content/artwork-guidance';
import { productShapeOf, type ProductShape } from '@/lib/cut-line';
import { quoteDetails } from '@/lib/quotes';

type QuoteRow = typeof tables.quotes.$inferSelect;

/** The spot colour cutters read as the cut path (Roland VersaWorks, Summa, Graphtec). */
export const CUT_CONTOUR = 'CutContour';

/** How the proof's lines read in its details. */
export const GUIDE_LEGEND = `Cut line: spot colour ${CUT_CONTOUR} (magenta). Blue dots: the bleed, ${artworkGuidance.bleedInches} in past the cut. Green dashes: the safe zone, ${artworkGuidance.safeZoneInches} in inside the cut.`;

/** What a proof is of: the product's shape and size, and the lines of details printed below it. */
export type ProofSubject = {
  shape: ProductShape;
  size: { width: number; height: number };
  /** A die-cut's white border in inches. */
  cutBorderIn?: number;
  /** The heading of the details: the quote's number and the proof's version. */
  title: string;
  details: string[];
};

/** The quote's details a proof prints: what is made, not what it costs or where it goes. */
const PRINTED_DETAILS = ['Product', 'Size', 'Material', 'White border', 'Embossing', 'Finish', 'Quantity'];

/** What the proof of `quote`, as its proof `version`, shows about it. */
export function proofSubjectOf(quote: QuoteRow, version: number): ProofSubject {
  const shape = productShapeOf(quote.productOption);
  const details = quoteDetails(quote)
    .filter((detail) => PRINTED_DETAILS.includes(detail.label))
    .map((detail) => `${detail.label}: ${detail.value}`);
  return {
    shape,
    size: { width: quote.width, height: quote.height },
    ...(shape === 'die-cut' && quote.cutBorderIn !== null ? { cutBorderIn: quote.cutBorderIn } : {}),
    title: `Quote ${quote.number} · Proof ${version}`,
    details: [
      ...details,
      GUIDE_LEGEND,
      ...(quote.artworkPreflight ? [`Artwork check: ${describePreflight(quote.artworkPreflight)}`] : []),
    ],
  };
}
