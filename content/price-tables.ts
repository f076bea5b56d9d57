import { pricingTable } from './pricing';

/**
 * Every product's price table, one per quote product (edit here to change prices; amounts are
 * whole cents). Each works as the stickers table in content/pricing.ts does: a marginal price
 * per piece that falls bracket by bracket, scaled by area to the power `areaExponent` from the
 * reference area, then by finish, embossing and material. Vehicle and window graphics are
 * priced by the square foot (exponent 1: vinyl is bought and laid by area); magnets and
 * packaging, like stickers, less than linearly (cutting and handling are per piece).
 *
 * The catalogue's "Starting at" figures are read from these tables too (lib/catalogue).
 */
export type PriceTable = {
  /** The quantities shown in the price matrix. */
  matrixQuantities: readonly number[];
  /** Marginal price factor for the pieces up to (and including) `upTo`; the last bracket is open. */
  brackets: readonly { upTo: number; factor: number }[];
  referenceAreaSquareInches: number;
  referenceUnitCents: number;
  areaExponent: number;
  /** No piece is cheaper than this before finish, embossing and material. */
  minimumUnitCents: number;
  finish: { matte: number; gloss: number };
  embossing: Readonly<Partial<Record<'none' | 'standard' | 'hd', { factor: number; setupCents: number }>>>;
  /** What the product is printed on; the first an option lists is its default. */
  materials: readonly { id: string; label: string; factor: number }[];
  /** Sizes the press can print, inches: each side at least `min`, width up to `max`, height up to `maxHeight`. */
  sizeInches: { min: number; max: number; maxHeight: number };
  /** Custom quantities the product is made in. */
  customQuantity: { min: number; max: number; step: number };
};

const noEmbossing = { none: { factor: 1, setupCents: 0 } } as const;
const SQUARE_FOOT = 144;

const vehicleGraphics: PriceTable = {
  matrixQuantities: [1, 2, 3, 5, 10],
  brackets: [
    { upTo: 1, factor: 1 },
    { upTo: 2, factor: 0.95 },
    { upTo: 5, factor: 0.9 },
    { upTo: 10, factor: 0.85 },
    { upTo: Number.POSITIVE_INFINITY, factor: 0.8 },
  ],
  referenceAreaSquareInches: SQUARE_FOOT,
  referenceUnitCents: 1000,
  areaExponent: 1,
  minimumUnitCents: 5000,
  finish: { matte: 1, gloss: 1.05 },
  embossing: noEmbossing,
  materials: [
    { id: 'cast-wrap-vinyl', label: 'Cast wrap vinyl', factor: 1 },
    { id: 'calendered-vinyl', label: 'Calendered vinyl', factor: 0.75 },
    { id: 'reflective-vinyl', label: 'Reflective vinyl', factor: 1.6 },
  ],
  // Up to a box truck's side: 30 ft long, 10 ft high.
  sizeInches: { min: 6, max: 360, maxHeight: 120 },
  customQuantity: { min: 1, max: 100, step: 1 },
};

const windowGraphics: PriceTable = {
  matrixQuantities: [1, 2, 5, 10, 25, 50],
  brackets: [
    { upTo: 1, factor: 1 },
    { upTo: 2, factor: 0.95 },
    { upTo: 5, factor: 0.9 },
    { upTo: 10, factor: 0.85 },
    { upTo: 25, factor: 0.8 },
    { upTo: 50, factor: 0.75 },
    { upTo: Number.POSITIVE_INFINITY, factor: 0.7 },
  ],
  referenceAreaSquareInches: SQUARE_FOOT,
  referenceUnitCents: 800,
  areaExponent: 1,
  minimumUnitCents: 1500,
  finish: { matte: 1, gloss: 1.05 },
  embossing: noEmbossing,
  materials: [
    { id: 'white-vinyl', label: 'White vinyl', factor: 1 },
    { id: 'frosted-vinyl', label: 'Frosted vinyl', factor: 1.2 },
    { id: 'clear-static-cling', label: 'Clear static cling', factor: 1.1 },
    { id: 'clear-adhesive-vinyl', label: 'Clear adhesive vinyl', factor: 1.15 },
    { id: 'perforated-window-film', label: 'Perforated window film', factor: 1.3 },
  ],
  // Up to a storefront: 20 ft wide, 10 ft high.
  sizeInches: { min: 4, max: 240, maxHeight: 120 },
  customQuantity: { min: 1, max: 500, step: 1 },
};

const magnets: PriceTable = {
  matrixQuantities: [10, 25, 50, 100, 250, 500, 1000],
  brackets: [
    { upTo: 10, factor: 1.6 },
    { upTo: 25, factor: 1.3 },
    { upTo: 50, factor: 1.15 },
    { upTo: 100, factor: 1 },
    { upTo: 250, factor: 0.9 },
    { upTo: 500, factor: 0.8 },
    { upTo: 1000, factor: 0.72 },
    { upTo: Number.POSITIVE_INFINITY, factor: 0.68 },
  ],
  // A business card (3.5 x 2 in).
  referenceAreaSquareInches: 7,
  referenceUnitCents: 100,
  areaExponent: 0.7,
  minimumUnitCents: 20,
  finish: { matte: 1, gloss: 1.05 },
  embossing: noEmbossing,
  materials: [
    { id: '20-mil-magnet', label: '20 mil magnet', factor: 1 },
    { id: '30-mil-magnet', label: '30 mil magnet', factor: 1.25 },
    { id: '30-mil-vehicle-magnet', label: '30 mil vehicle magnet', factor: 1.4 },
  ],
  sizeInches: { min: 1, max: 36, maxHeight: 24 },
  customQuantity: { min: 2, max: 10_000, step: 1 },
};

const packaging: PriceTable = {
  matrixQuantities: [100, 250, 500, 1000, 2500, 5000],
  brackets: [
    { upTo: 100, factor: 2 },
    { upTo: 250, factor: 1.5 },
    { upTo: 500, factor: 1.25 },
    { upTo: 1000, factor: 1.1 },
    { upTo: 2500, factor: 1 },
    { upTo: 5000, factor: 0.9 },
    { upTo: Number.POSITIVE_INFINITY, factor: 0.85 },
  ],
  // A hang tag (2 x 3.5 in).
  referenceAreaSquareInches: 7,
  referenceUnitCents: 90,
  areaExponent: 0.75,
  minimumUnitCents: 10,
  finish: { matte: 1, gloss: 1.08 },
  embossing: noEmbossing,
  materials: [
    { id: 'gloss-paper', label: 'Gloss paper', factor: 1 },
    { id: 'kraft-paper', label: 'Kraft paper', factor: 0.95 },
    { id: '14-pt-cardstock', label: '14 pt cardstock', factor: 1 },
    { id: '16-pt-cardstock', label: '16 pt cardstock', factor: 1.1 },
    { id: 'kraft-cardstock', label: 'Kraft cardstock', factor: 1.05 },
  ],
  // A large box's sleeve is 18 in wide and 72 in around.
  sizeInches: { min: 1, max: 24, maxHeight: 72 },
  customQuantity: { min: 100, max: 50_000, step: 10 },
};

/** Each quote product's table (the keys are the ids in content/quote-products.ts). */
export const priceTables = {
  'stickers-labels': pricingTable,
  'vehicle-graphics': vehicleGraphics,
  'window-graphics': windowGraphics,
  magnets,
  packaging,
} as const satisfies Record<string, PriceTable>;

export type PricedProductId = keyof typeof priceTables;
