import { PREDEFINED_SIZES } from '@/lib/constants';
import type { PriceLineId } from './price-book';

export type QuoteProductId =
  'stickers-labels' | 'vehicle-graphics' | 'window-graphics' | 'magnets' | 'packaging';

/**
 * A material an option is made in, and the price line (content/price-book.ts) that prices it:
 * `line` without embossing, `embossedLine` with standard or HD embossing (stickers and labels),
 * so each choice is priced by exactly one catalogue product's line.
 */
type OptionMaterial = { id: string; line: PriceLineId; embossedLine?: PriceLineId };

type QuoteOption = {
  id: string;
  name: string;
  /** Predefined sizes, "<width>x<height>" in inches; the first is the option's default. */
  sizes: readonly string[];
  /** What each size is called (vehicle sizes, box sizes), in the order of `sizes`. */
  sizeNames?: readonly string[];
  /** The materials it is made in; the first is the default (preselected in the wizard). */
  materials: readonly OptionMaterial[];
};

type QuoteProduct = {
  id: QuoteProductId;
  name: string;
  /** How the wizard asks for a custom size; the API and the database always carry inches. */
  sizeUnit: 'inches' | 'feet';
  /** The names of the materials its options offer. */
  materials: readonly { id: string; label: string }[];
  options: readonly QuoteOption[];
};

const vehicleSizeNames = ['Compact car', 'Sedan', 'SUV or pickup', 'Van or box truck'];
const wrapSizes = ['180x60', '204x60', '216x72', '264x96'];
const partialWrapSizes = ['90x60', '102x60', '108x72', '132x96'];
const decalSizes = ['24x12', '30x12', '36x18', '48x24'];
const windowSizes = ['24x36', '48x72', '120x96'];
const windowSizeNames = ['Up to 24 × 36 in', 'Up to 48 × 72 in', 'Full storefront'];

/** A sticker material: its own line plain, the embossed stickers line embossed. */
const sticker = (id: string, line: PriceLineId) => ({ id, line, embossedLine: 'embossed-stickers' }) as const;
/** A label material: its own line plain, the embossed labels line embossed. */
const label = (id: string, line: PriceLineId) => ({ id, line, embossedLine: 'embossed-labels' }) as const;
/** A material of a product that is never embossed. */
const plain = (line: PriceLineId, ...ids: string[]) => ids.map((id) => ({ id, line }));

/**
 * What the quote wizard sells: spec §3's stickers & labels, and every other catalogue
 * category with its own options, sizes and materials. Catalogue pages link into the
 * wizard with `/start-an-order?product=<product id>&option=<option id>&...` (see quoteHref).
 */
// Pure: a client leaf that imports the catalogue helpers only (the NEW badge) ships none of this.
export const quoteProducts = /*#__PURE__*/ (() =>
  [
    {
      id: 'stickers-labels',
      name: 'Stickers & Labels',
      sizeUnit: 'inches',
      materials: [
        { id: 'white-vinyl', label: 'White vinyl' },
        { id: 'clear-vinyl', label: 'Clear vinyl' },
        { id: 'holographic-vinyl', label: 'Holographic vinyl' },
        { id: 'glitter-vinyl', label: 'Glitter vinyl' },
        { id: 'chrome-vinyl', label: 'Chrome vinyl' },
        { id: 'gold-foil', label: 'Gold foil' },
        { id: 'transfer-vinyl', label: 'Transfer vinyl (no background)' },
        { id: 'label-paper', label: 'White label paper' },
        { id: 'clear-label-film', label: 'Clear label film' },
      ],
      options: [
        {
          id: 'die-cut',
          name: 'Die Cut',
          sizes: PREDEFINED_SIZES,
          materials: [
            sticker('white-vinyl', 'die-cut-stickers'),
            sticker('clear-vinyl', 'clear-stickers'),
            sticker('holographic-vinyl', 'holographic-stickers'),
            sticker('glitter-vinyl', 'glitter-stickers'),
            sticker('chrome-vinyl', 'chrome-stickers'),
            sticker('transfer-vinyl', 'transfer-stickers'),
          ],
        },
        {
          id: 'sticker-sheets',
          name: 'Stickers Sheets',
          sizes: PREDEFINED_SIZES,
          // Sold per sheet, embossed or not: the sheets line prices both.
          materials: [
            { id: 'white-vinyl', line: 'sticker-sheets', embossedLine: 'sticker-sheets' },
            { id: 'clear-vinyl', line: 'sticker-sheets', embossedLine: 'sticker-sheets' },
          ],
        },
        {
          id: 'rectangular-square',
          name: 'Rectangular & Square',
          sizes: PREDEFINED_SIZES,
          materials: [
            sticker('white-vinyl', 'die-cut-stickers'),
            sticker('clear-vinyl', 'clear-stickers'),
            label('label-paper', 'gloss-labels'),
            label('clear-label-film', 'clear-labels'),
          ],
        },
        {
          id: 'circular-oval',
          name: 'Circular and Oval',
          sizes: PREDEFINED_SIZES,
          materials: [
            sticker('white-vinyl', 'shape-stickers'),
            sticker('clear-vinyl', 'clear-stickers'),
            sticker('gold-foil', 'gold-foil-stickers'),
            label('label-paper', 'gloss-labels'),
            label('clear-label-film', 'clear-labels'),
          ],
        },
        {
          id: 'qr-code',
          name: 'QR Code',
          sizes: PREDEFINED_SIZES,
          materials: [sticker('white-vinyl', 'qr-code-stickers'), label('label-paper', 'gloss-labels')],
        },
      ],
    },
    {
      id: 'vehicle-graphics',
      name: 'Vehicle Graphics',
      sizeUnit: 'feet',
      materials: [
        { id: 'cast-wrap-vinyl', label: 'Cast wrap vinyl' },
        { id: 'calendered-vinyl', label: 'Calendered vinyl' },
        { id: 'reflective-vinyl', label: 'Reflective vinyl' },
      ],
      options: [
        {
          id: 'full-wrap',
          name: 'Full Vehicle Wrap',
          sizes: wrapSizes,
          sizeNames: vehicleSizeNames,
          materials: plain('full-vehicle-wraps', 'cast-wrap-vinyl'),
        },
        {
          id: 'partial-wrap',
          name: 'Partial Vehicle Wrap',
          sizes: partialWrapSizes,
          sizeNames: vehicleSizeNames,
          materials: plain('partial-vehicle-wraps', 'cast-wrap-vinyl'),
        },
        {
          id: 'die-cut-decals',
          name: 'Die-Cut Vehicle Decals',
          sizes: decalSizes,
          sizeNames: vehicleSizeNames,
          materials: plain('vehicle-die-cut-decals', 'calendered-vinyl', 'reflective-vinyl'),
        },
      ],
    },
    {
      id: 'window-graphics',
      name: 'Window Graphics',
      sizeUnit: 'feet',
      materials: [
        { id: 'white-vinyl', label: 'White vinyl' },
        { id: 'frosted-vinyl', label: 'Frosted vinyl' },
        { id: 'clear-static-cling', label: 'Clear static cling' },
        { id: 'clear-adhesive-vinyl', label: 'Clear adhesive vinyl' },
        { id: 'perforated-window-film', label: 'Perforated window film' },
      ],
      options: [
        {
          id: 'die-cut-transfers',
          name: 'Die-Cut Window Transfers',
          sizes: windowSizes,
          sizeNames: windowSizeNames,
          materials: plain('die-cut-window-transfers', 'white-vinyl', 'frosted-vinyl'),
        },
        {
          id: 'clear-decals',
          name: 'Clear Window Decals',
          sizes: windowSizes,
          sizeNames: windowSizeNames,
          materials: plain('clear-window-decals', 'clear-static-cling', 'clear-adhesive-vinyl'),
        },
        {
          id: 'full-coverage',
          name: 'Full Coverage Window Graphics',
          sizes: windowSizes,
          sizeNames: windowSizeNames,
          materials: plain('full-coverage-window-graphics', 'perforated-window-film'),
        },
      ],
    },
    {
      id: 'magnets',
      name: 'Magnets',
      sizeUnit: 'inches',
      materials: [
        { id: '20-mil-magnet', label: '20 mil magnet' },
        { id: '30-mil-magnet', label: '30 mil magnet' },
        { id: '30-mil-vehicle-magnet', label: '30 mil vehicle magnet' },
      ],
      options: [
        {
          id: 'business-cards',
          name: 'Magnetic Business Cards',
          sizes: ['3.5x2'],
          materials: plain('magnetic-business-cards', '20-mil-magnet', '30-mil-magnet'),
        },
        {
          id: 'die-cut',
          name: 'Die-Cut Magnets',
          sizes: ['2x2', '3x3', '4x4'],
          materials: plain('die-cut-magnets', '20-mil-magnet', '30-mil-magnet'),
        },
        {
          id: 'car',
          name: 'Car Magnets',
          sizes: ['12x18', '12x24', '18x24'],
          materials: plain('car-magnets', '30-mil-vehicle-magnet'),
        },
      ],
    },
    {
      id: 'packaging',
      name: 'Packaging',
      sizeUnit: 'inches',
      materials: [
        { id: 'gloss-paper', label: 'Gloss paper' },
        { id: 'kraft-paper', label: 'Kraft paper' },
        { id: '14-pt-cardstock', label: '14 pt cardstock' },
        { id: '16-pt-cardstock', label: '16 pt cardstock' },
        { id: 'kraft-cardstock', label: 'Kraft cardstock' },
      ],
      options: [
        {
          id: 'box-wraps',
          name: 'Box Wraps',
          sizes: ['6x24', '12x48', '18x72'],
          sizeNames: ['Small box sleeve', 'Medium box sleeve', 'Large box sleeve'],
          materials: plain('box-wraps', 'gloss-paper', 'kraft-paper'),
        },
        {
          id: 'header-cards',
          name: 'Header Cards',
          sizes: ['4x5', '5x5', '6x6'],
          materials: plain('header-cards', '14-pt-cardstock', '16-pt-cardstock'),
        },
        {
          id: 'hang-tags',
          name: 'Hang Tags',
          sizes: ['2x3.5', '2x4', '3x3'],
          materials: plain('hang-tags', '16-pt-cardstock', 'kraft-cardstock'),
        },
      ],
    },
  ] as const satisfies readonly QuoteProduct[])();

export const embossingOptions = [
  { value: 'none', label: 'None' },
  { value: 'standard', label: 'Standard 2 Layer Embossing' },
  { value: 'hd', label: 'HD 4 Layer Embossing' },
] as const;

export const finishOptions = [
  { value: 'matte', label: 'Matte' },
  { value: 'gloss', label: 'Gloss' },
] as const;

export const uploadOptions = [
  { value: 'upload', label: 'Upload my artwork now' },
  { value: 'skip', label: 'Skip for now (send artwork later)' },
] as const;

export const fulfillmentOptions = [
  { value: 'pickup', label: 'Pick up in Aliso Viejo' },
  { value: 'dropoff', label: 'Free local drop-off (South Orange County)' },
  { value: 'ship', label: 'Free shipping (U.S.)' },
] as const;

export type QuoteOptionId = (typeof quoteProducts)[number]['options'][number]['id'];

/** The product and option a link or a draft names, when both exist. */
export function findQuoteOption(
  productId: string,
  optionId: string,
): { product: QuoteProduct; option: QuoteOption } | undefined {
  const product: QuoteProduct | undefined = quoteProducts.find((candidate) => candidate.id === productId);
  const option = product?.options.find((candidate) => candidate.id === optionId);
  return product && option ? { product, option } : undefined;
}

/**
 * What a link into the wizard can preselect: the product page's (or a past quote's) choices.
 * Sizes are inches; the wizard ignores any value it does not offer.
 */
export type QuoteChoices = {
  product: string;
  option?: string;
  width?: number;
  height?: number;
  quantity?: number;
  finish?: string;
  embossing?: string;
  /** A material id the option offers. */
  material?: string;
};

/** An option's choices as a link preselects them: its first (default) size and material. */
export function defaultChoices(productId: string, optionId: string): QuoteChoices {
  const found = findQuoteOption(productId, optionId);
  if (!found) throw new Error(`No quote option ${productId}/${optionId}.`);
  const [width, height] = (found.option.sizes[0] ?? '').split('x').map(Number);
  return { product: productId, option: optionId, width, height, material: found.option.materials[0]?.id };
}

/** The order of the wizard link's query parameters (the keys of QuoteChoices). */
const choiceParams = [
  'product',
  'option',
  'width',
  'height',
  'quantity',
  'finish',
  'embossing',
  'material',
] as const;

/** The wizard link with the given choices preselected (see withPreselection in the wizard). */
export function quoteHref(choices: QuoteChoices): string {
  const query = new URLSearchParams();
  for (const param of choiceParams) {
    const value = choices[param];
    if (value !== undefined && value !== '') query.set(param, String(value));
  }
  return `/start-an-order?${query.toString()}`;
}
