import { CUSTOM_QUANTITY_MAX, CUSTOM_QUANTITY_MIN, CUSTOM_QUANTITY_STEP } from '@/lib/constants';

/**
 * The stickers & labels price table (edit here to change prices; the other products' tables
 * are in content/price-tables.ts and work the same way). Amounts are whole cents.
 *
 * How a price is built (see lib/pricing): each piece costs a marginal price that falls as
 * the order passes each quantity bracket, like tax brackets, so buying more never costs
 * less in total and never costs more per piece. The marginal price of a 2x2 in is
 * `referenceUnitCents`, scaled by area to the power `areaExponent` (bigger stickers cost
 * more, but not linearly: handling is per piece), by the bracket factor, the finish and
 * the embossing. Embossing adds a one-off die setup fee.
 */
export const pricingTable = {
  /** The quantities shown in the price matrix. */
  matrixQuantities: [50, 100, 250, 500, 1000, 2500, 5000, 10000],
  /** Marginal price factor for the pieces up to (and including) `upTo`; the last bracket is open. */
  brackets: [
    { upTo: 50, factor: 3 },
    { upTo: 100, factor: 1.8 },
    { upTo: 250, factor: 1.4 },
    { upTo: 500, factor: 1.2 },
    { upTo: 1000, factor: 1.05 },
    { upTo: 2500, factor: 0.95 },
    { upTo: 5000, factor: 0.85 },
    { upTo: 10000, factor: 0.75 },
    { upTo: Number.POSITIVE_INFINITY, factor: 0.7 },
  ],
  referenceAreaSquareInches: 4,
  referenceUnitCents: 84,
  areaExponent: 0.75,
  /** No piece is cheaper than this before finish and embossing (cutting and handling). */
  minimumUnitCents: 8,
  finish: { matte: 1, gloss: 1.08 },
  embossing: {
    none: { factor: 1, setupCents: 0 },
    standard: { factor: 1.28, setupCents: 2500 },
    hd: { factor: 1.6, setupCents: 4500 },
  },
  /** Custom sizes the press can print, inches a side. */
  sizeInches: { min: 0.5, max: 48, maxHeight: 48 },
  /** Stickers & labels have no material choice (spec §3). */
  materials: [],
  /** Spec §5: custom quantities 50..100,000 in steps of 5. */
  customQuantity: { min: CUSTOM_QUANTITY_MIN, max: CUSTOM_QUANTITY_MAX, step: CUSTOM_QUANTITY_STEP },
} as const;
