import type { QuoteOptionId } from '@/content/quote-products';

/**
 * The six sticker-type pages under /products (their heading and intro live in pages.ts):
 * what the type is, where it is used, its sizes and finishes, the catalogue products made
 * that way and the quote option that prices it.
 */
export type StickerType = {
  slug: StickerTypeSlug;
  what: string;
  uses: readonly string[];
  sizes: string;
  finishes: readonly string[];
  /** Catalogue products (category id, product id) made this way. */
  products: readonly { category: 'stickers' | 'labels'; id: string }[];
  quoteOption: QuoteOptionId;
};

type StickerTypeSlug =
  | 'embossed-stickers'
  | 'circular-and-oval-stickers'
  | 'die-cut-stickers'
  | 'kiss-cut-stickers'
  | 'qr-code-stickers'
  | 'rectangular-and-square-stickers';

const standardSizes =
  'Any size from 2 × 2 in to 5 × 5 in, including 3 × 2, 4 × 2 and 5 × 3 in, or a custom size to the inch.';
const standardFinishes = ['Matte: no glare, easy to write on', 'Gloss: vivid color with a shine'] as const;

export const stickerTypes: readonly StickerType[] = [
  {
    slug: 'embossed-stickers',
    what: 'Embossed stickers are printed with layers of UV-cured ink built up on top of the artwork, so logos, lettering and patterns stand off the surface. Standard embossing uses 2 layers; HD embossing uses 4 for a deeper, more sculpted feel.',
    uses: [
      'Premium product packaging and gift boxes',
      'Wine, spirits, candle and cosmetic labels',
      'Seals for invitations and envelopes',
      'Business branding that customers remember by touch',
    ],
    sizes: standardSizes,
    finishes: ['Standard 2 Layer Embossing', 'HD 4 Layer Embossing', ...standardFinishes],
    products: [
      { category: 'stickers', id: 'embossed-stickers' },
      { category: 'labels', id: 'embossed-labels' },
      { category: 'stickers', id: 'gold-foil-stickers' },
    ],
    quoteOption: 'circular-oval',
  },
  {
    slug: 'circular-and-oval-stickers',
    what: 'Circular and oval stickers are cut to a clean round or elliptical edge. The shape frames a logo naturally and lines up neatly on lids, bottles and boxes.',
    uses: [
      'Logo stickers and seals',
      'Jar and tin lids',
      'Coffee bags and bakery boxes',
      'Event and giveaway stickers',
    ],
    sizes: standardSizes,
    finishes: standardFinishes,
    products: [
      { category: 'stickers', id: 'shape-stickers' },
      { category: 'stickers', id: 'gold-foil-stickers' },
      { category: 'stickers', id: 'embossed-stickers' },
    ],
    quoteOption: 'circular-oval',
  },
  {
    slug: 'die-cut-stickers',
    what: 'Die cut stickers are cut through both the vinyl and the backing to the exact outline of your design, with a thin border. Each one is its own piece, ready to hand out.',
    uses: [
      'Merchandise and laptop stickers',
      'Giveaways at events and in orders',
      'Logo stickers for bottles and gear',
      'Brand mascots and illustrations',
    ],
    sizes: standardSizes,
    finishes: [...standardFinishes, 'Holographic, glitter and chrome specialty vinyl'],
    products: [
      { category: 'stickers', id: 'die-cut-stickers' },
      { category: 'stickers', id: 'holographic-stickers' },
      { category: 'stickers', id: 'glitter-stickers' },
      { category: 'stickers', id: 'chrome-stickers' },
    ],
    quoteOption: 'die-cut',
  },
  {
    slug: 'kiss-cut-stickers',
    what: 'Kiss cut stickers are cut through the vinyl only, leaving the backing whole. The extra backing around each design makes them easy to peel and lets several designs share one sheet.',
    uses: [
      'Sticker sheets for planners and kits',
      'Packs of small designs',
      'Product inserts and mailers',
      'Stickers with fine details that need support',
    ],
    sizes: 'Single stickers from 2 × 2 in to 5 × 5 in, or sheets of 4 × 6, 5 × 7 and 8.5 × 11 in.',
    finishes: standardFinishes,
    products: [
      { category: 'stickers', id: 'sticker-sheets' },
      { category: 'stickers', id: 'transfer-stickers' },
    ],
    quoteOption: 'sticker-sheets',
  },
  {
    slug: 'qr-code-stickers',
    what: 'QR code stickers carry a code printed at high resolution with a quiet zone around it, so phones scan it from any angle. Send us the link and we generate the code, or upload your own.',
    uses: [
      'Restaurant menus and table tents',
      'Review and social media prompts',
      'Contactless payments at the counter',
      'Product manuals and warranty registration',
    ],
    sizes: standardSizes,
    finishes: ['Matte: no glare for reliable scans', 'Gloss: vivid color with a shine'],
    products: [{ category: 'stickers', id: 'qr-code-stickers' }],
    quoteOption: 'qr-code',
  },
  {
    slug: 'rectangular-and-square-stickers',
    what: 'Rectangular and square stickers have straight edges with sharp or rounded corners. They hold the most information for their size and suit product labels best.',
    uses: [
      'Product and ingredient labels',
      'Shipping and address labels',
      'Bumper stickers and signage',
      'Clear labels for glass and jars',
    ],
    sizes: standardSizes,
    finishes: [...standardFinishes, 'Clear vinyl'],
    products: [
      { category: 'labels', id: 'gloss-labels' },
      { category: 'labels', id: 'clear-labels' },
      { category: 'stickers', id: 'clear-stickers' },
    ],
    quoteOption: 'rectangular-square',
  },
];
