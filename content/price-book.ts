import { CUSTOM_QUANTITY_MAX, CUSTOM_QUANTITY_MIN, CUSTOM_QUANTITY_STEP } from '@/lib/constants';

/**
 * The seeded price book: one price line per catalogue product, keyed by the catalogue product
 * id (content/catalogue-*.ts). Each line is plain JSON, the shape the database holds
 * (price_lines, seeded from here) and the console edits; lib/pricing checks what it reads
 * (priceLineSchema) and prices with it. The browser never loads this file.
 *
 * How a line prices (lib/pricing): each piece costs the marginal cents of its quantity bracket
 * (like tax brackets: pieces 1..50 at one price, 51..100 at the next), given at the line's
 * reference size and scaled by (area / reference area) ^ areaExponent, never below
 * minimumUnitCents, then by finish, embossing and material, less the line's discount. Non-rising
 * marginals mean buying more never costs less in total nor more per piece.
 *
 * The reference (size, quantity; first material and embossing, matte) is where the catalogue's
 * "Starting at" figure is read: there each line charges exactly the spec's catalogue price
 * (spec §3), per piece, per sheet, or per square inch for vehicle and window graphics. The
 * brackets were fitted to that figure and calibrated against market prices (docs in the issue
 * note; `node scripts/price-table.mjs` prints common orders).
 */
type PriceUnit = 'piece' | 'sheet' | 'inch';
export type EmbossingId = 'none' | 'standard' | 'hd';

export type PriceLine = {
  /** What the "Starting at" figure counts: a piece, a sheet, or a square inch. */
  unit: PriceUnit;
  /** Where the "Starting at" figure is read: this size (inches) and quantity. */
  reference: { width: number; height: number; quantity: number };
  /** Marginal cents per piece at the reference size for the pieces up to `upTo`; null: the open last bracket. */
  brackets: readonly { upTo: number | null; cents: number }[];
  areaExponent: number;
  /** No piece is priced below this (before finish, embossing, material and discount): cutting and handling. */
  minimumUnitCents: number;
  /** A one-off fee per order. */
  setupCents: number;
  /** The embossings the line makes (stickers and labels only), the first its reference. */
  embossing: readonly { id: EmbossingId; factor: number; setupCents: number }[];
  finish: { matte: number; gloss: number };
  /** The materials the line prices, the first its reference. */
  materials: readonly { id: string; factor: number }[];
  /** Sizes the press makes, inches: each side at least `min`, width up to `max`, height up to `maxHeight`. */
  sizeInches: { min: number; max: number; maxHeight: number };
  /** Custom quantities the line is made in. */
  customQuantity: { min: number; max: number; step: number };
  /** The quantities the price matrix lists. */
  matrixQuantities: readonly number[];
  /** Percent off every price of the line (the catalogue's discount badge). */
  discount: number;
};

/** Pairs bracket limits with their marginal cents. */
const brackets = (limits: readonly (number | null)[], cents: readonly number[]) =>
  limits.map((upTo, index) => ({ upTo, cents: cents[index] ?? 0 }));

const flat = { factor: 1, setupCents: 0 };
const noEmbossing = [{ id: 'none', ...flat }] as const;
// Standard embossing is priced by the embossed lines themselves (their brackets); HD builds
// two more layers of ink and needs its own plate.
const embossed = [
  { id: 'standard', ...flat },
  { id: 'hd', factor: 1.3, setupCents: 2000 },
] as const;

/** Spec §3 and §5: the sizes, quantities and matrix of stickers and labels. */
const stickerRules = {
  sizeInches: { min: 0.5, max: 48, maxHeight: 48 },
  customQuantity: { min: CUSTOM_QUANTITY_MIN, max: CUSTOM_QUANTITY_MAX, step: CUSTOM_QUANTITY_STEP },
  matrixQuantities: [50, 100, 250, 500, 1000, 2500, 5000, 10000],
  setupCents: 0,
  finish: { matte: 1, gloss: 1.08 },
} as const;
const stickerLimits = [50, 100, 250, 500, 1000, 2500, 5000, 10000, null];
const twoByTwo = { width: 2, height: 2, quantity: 100 };

/** A sticker or label line: per piece, read at 100 of 2 x 2 in. */
function stickerLine(
  cents: readonly number[],
  material: string,
  extra: Partial<Pick<PriceLine, 'discount' | 'areaExponent' | 'minimumUnitCents'>> = {},
): PriceLine {
  return {
    ...stickerRules,
    unit: 'piece',
    reference: twoByTwo,
    brackets: brackets(stickerLimits, cents),
    areaExponent: 0.55,
    minimumUnitCents: 6,
    embossing: noEmbossing,
    materials: [{ id: material, factor: 1 }],
    discount: 0,
    ...extra,
  };
}

// Vehicle and window graphics: priced per square inch at a small reference panel; the
// exponent below 1 brings a large wrap or storefront to a local shop's square-foot rates.
const vehicleRules = {
  unit: 'inch',
  sizeInches: { min: 6, max: 360, maxHeight: 120 },
  customQuantity: { min: 1, max: 100, step: 1 },
  matrixQuantities: [1, 2, 3, 5, 10],
  minimumUnitCents: 2000,
  setupCents: 0,
  embossing: noEmbossing,
  finish: { matte: 1, gloss: 1.05 },
} as const;
const vehicleLimits = [1, 2, 5, 10, null];
const windowRules = {
  unit: 'inch',
  sizeInches: { min: 4, max: 240, maxHeight: 120 },
  customQuantity: { min: 1, max: 500, step: 1 },
  matrixQuantities: [1, 2, 5, 10, 25, 50],
  minimumUnitCents: 1500,
  setupCents: 0,
  embossing: noEmbossing,
  finish: { matte: 1, gloss: 1.05 },
  reference: { width: 6, height: 6, quantity: 1 },
  brackets: /*#__PURE__*/ brackets([1, 2, 5, 10, 25, 50, null], [2592, 2462, 2333, 2203, 2074, 1944, 1814]),
  areaExponent: 0.6,
} as const;
const magnetRules = {
  unit: 'piece',
  sizeInches: { min: 1, max: 36, maxHeight: 24 },
  customQuantity: { min: 2, max: 10_000, step: 1 },
  matrixQuantities: [10, 25, 50, 100, 250, 500, 1000],
  minimumUnitCents: 15,
  setupCents: 0,
  embossing: noEmbossing,
  finish: { matte: 1, gloss: 1.05 },
} as const;
const magnetLimits = [10, 25, 50, 100, 250, 500, 1000, null];
const packagingRules = {
  unit: 'piece',
  sizeInches: { min: 1, max: 24, maxHeight: 72 },
  customQuantity: { min: 100, max: 50_000, step: 10 },
  matrixQuantities: [100, 250, 500, 1000, 2500, 5000],
  minimumUnitCents: 8,
  setupCents: 0,
  embossing: noEmbossing,
  finish: { matte: 1, gloss: 1.08 },
  areaExponent: 0.75,
} as const;
const packagingLimits = [100, 250, 500, 1000, 2500, 5000, null];

// Pure: a page that imports lib/pricing only to format a price ships none of the book.
export const seedPriceBook = /*#__PURE__*/ (() =>
  ({
    'die-cut-stickers': stickerLine([110, 34, 30, 27, 17, 14, 12, 10, 9], 'white-vinyl'),
    'shape-stickers': stickerLine([113, 35, 31, 28, 17, 14, 12, 10, 9], 'white-vinyl', { discount: 10 }),
    'embossed-stickers': {
      ...stickerLine([142, 44, 39, 35, 22, 18, 16, 13, 12], 'white-vinyl'),
      embossing: embossed,
      // Every sticker material can be embossed; its factor is its plain line's premium over white vinyl.
      materials: [
        { id: 'white-vinyl', factor: 1 },
        { id: 'clear-vinyl', factor: 1.03 },
        { id: 'holographic-vinyl', factor: 1.05 },
        { id: 'glitter-vinyl', factor: 1.6 },
        { id: 'chrome-vinyl', factor: 1 },
        { id: 'gold-foil', factor: 1.24 },
        { id: 'transfer-vinyl', factor: 1.39 },
      ],
    },
    // Per sheet, read at 100 sheets of 4 x 6 in; a sheet carries its own embossing premium.
    'sticker-sheets': {
      ...stickerLine([620, 380, 260, 200, 150, 120, 100, 90, 85], 'white-vinyl', {
        discount: 15,
        areaExponent: 0.7,
        minimumUnitCents: 40,
      }),
      unit: 'sheet',
      reference: { width: 4, height: 6, quantity: 100 },
      embossing: [
        { id: 'none', ...flat },
        { id: 'standard', factor: 1.29, setupCents: 0 },
        { id: 'hd', factor: 1.68, setupCents: 2000 },
      ],
      materials: [
        { id: 'white-vinyl', factor: 1 },
        { id: 'clear-vinyl', factor: 1.03 },
      ],
    },
    'gold-foil-stickers': stickerLine([136, 42, 37, 33, 21, 17, 15, 12, 11], 'gold-foil'),
    'qr-code-stickers': stickerLine([110, 34, 30, 27, 17, 14, 12, 10, 9], 'white-vinyl'),
    'holographic-stickers': stickerLine([115, 35, 31, 28, 18, 15, 13, 10, 9], 'holographic-vinyl'),
    'transfer-stickers': stickerLine([153, 47, 42, 38, 24, 19, 17, 14, 13], 'transfer-vinyl'),
    'glitter-stickers': stickerLine([176, 54, 48, 43, 27, 22, 19, 16, 14], 'glitter-vinyl', { discount: 5 }),
    'chrome-stickers': stickerLine([104, 32, 28, 26, 16, 13, 11, 9, 9], 'chrome-vinyl'),
    'clear-stickers': stickerLine([113, 35, 31, 28, 17, 14, 12, 10, 9], 'clear-vinyl'),
    // Labels fall faster than stickers with quantity: paper and film cost less than vinyl at volume.
    'embossed-labels': {
      ...stickerLine([143, 43, 22, 17, 13, 10, 8, 7, 6], 'label-paper', { minimumUnitCents: 5 }),
      embossing: embossed,
      materials: [
        { id: 'label-paper', factor: 1 },
        { id: 'clear-label-film', factor: 1 },
      ],
    },
    // Gloss labels are laminated either way: a matte laminate costs the same.
    'gloss-labels': {
      ...stickerLine([140, 42, 22, 17, 13, 10, 8, 7, 6], 'label-paper', { minimumUnitCents: 5 }),
      finish: { matte: 1, gloss: 1 },
    },
    'clear-labels': stickerLine([114, 34, 18, 14, 11, 8, 7, 6, 5], 'clear-label-film', {
      discount: 10,
      minimumUnitCents: 5,
    }),
    'full-vehicle-wraps': {
      ...vehicleRules,
      reference: { width: 12, height: 12, quantity: 1 },
      brackets: brackets(vehicleLimits, [10368, 9850, 9331, 8813, 8294]),
      areaExponent: 0.76,
      materials: [{ id: 'cast-wrap-vinyl', factor: 1 }],
      discount: 0,
    },
    'partial-vehicle-wraps': {
      ...vehicleRules,
      reference: { width: 12, height: 12, quantity: 1 },
      brackets: brackets(vehicleLimits, [10368, 9850, 9331, 8813, 8294]),
      areaExponent: 0.76,
      materials: [{ id: 'cast-wrap-vinyl', factor: 1 }],
      discount: 15,
    },
    'vehicle-die-cut-decals': {
      ...vehicleRules,
      reference: { width: 6, height: 6, quantity: 1 },
      brackets: brackets(vehicleLimits, [2592, 2462, 2333, 2203, 2074]),
      areaExponent: 0.6,
      materials: [
        { id: 'calendered-vinyl', factor: 1 },
        { id: 'reflective-vinyl', factor: 1.6 },
      ],
      discount: 15,
    },
    'die-cut-window-transfers': {
      ...windowRules,
      materials: [
        { id: 'white-vinyl', factor: 1 },
        { id: 'frosted-vinyl', factor: 1.2 },
      ],
      discount: 0,
    },
    'clear-window-decals': {
      ...windowRules,
      materials: [
        { id: 'clear-static-cling', factor: 1 },
        { id: 'clear-adhesive-vinyl', factor: 1.05 },
      ],
      discount: 15,
    },
    'full-coverage-window-graphics': {
      ...windowRules,
      materials: [{ id: 'perforated-window-film', factor: 1 }],
      discount: 15,
    },
    // Packaging: per piece, read at 100 of the product's first size.
    'box-wraps': {
      ...packagingRules,
      reference: { width: 6, height: 24, quantity: 100 },
      brackets: brackets(packagingLimits, [68, 51, 41, 34, 29, 24, 22]),
      materials: [
        { id: 'gloss-paper', factor: 1 },
        { id: 'kraft-paper', factor: 0.95 },
      ],
      discount: 0,
    },
    'header-cards': {
      ...packagingRules,
      reference: { width: 4, height: 5, quantity: 100 },
      brackets: brackets(packagingLimits, [136, 102, 82, 68, 57, 49, 44]),
      materials: [
        { id: '14-pt-cardstock', factor: 1 },
        { id: '16-pt-cardstock', factor: 1.1 },
      ],
      discount: 15,
    },
    'hang-tags': {
      ...packagingRules,
      reference: { width: 2, height: 3.5, quantity: 100 },
      brackets: brackets(packagingLimits, [109, 82, 65, 55, 46, 39, 35]),
      materials: [
        { id: '16-pt-cardstock', factor: 1 },
        { id: 'kraft-cardstock', factor: 1.05 },
      ],
      discount: 15,
    },
    // Magnets: per piece, read at 100; a car magnet at a 4 x 4 in panel, its door sizes scaled up.
    'magnetic-business-cards': {
      ...magnetRules,
      reference: { width: 3.5, height: 2, quantity: 100 },
      brackets: brackets(magnetLimits, [207, 137, 115, 90, 60, 45, 35, 30]),
      areaExponent: 0.7,
      materials: [
        { id: '20-mil-magnet', factor: 1 },
        { id: '30-mil-magnet', factor: 1.25 },
      ],
      discount: 0,
    },
    'die-cut-magnets': {
      ...magnetRules,
      reference: { width: 2, height: 2, quantity: 100 },
      brackets: brackets(magnetLimits, [292, 192, 162, 127, 85, 64, 50, 42]),
      areaExponent: 0.6,
      materials: [
        { id: '20-mil-magnet', factor: 1 },
        { id: '30-mil-magnet', factor: 1.25 },
      ],
      discount: 15,
    },
    'car-magnets': {
      ...magnetRules,
      reference: { width: 4, height: 4, quantity: 100 },
      brackets: brackets(magnetLimits, [292, 192, 162, 127, 85, 64, 50, 42]),
      areaExponent: 0.8,
      materials: [{ id: '30-mil-vehicle-magnet', factor: 1 }],
      discount: 15,
    },
  }) satisfies Record<string, PriceLine>)();

export type PriceLineId = keyof typeof seedPriceBook;
