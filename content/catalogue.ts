import { defaultChoices, type QuoteChoices, type QuoteOptionId } from '@/content/quote-products';
import type { PricedProductId } from '@/content/price-tables';
import { startingPrice } from '@/lib/pricing';
import { stickerProducts } from './catalogue-stickers';
import {
  graphicsProducts,
  labelProducts,
  magnetProducts,
  packagingProducts,
  windowProducts,
} from './catalogue-others';

/**
 * The catalogue (spec §3 "Catalogue content"): every category and product the listings,
 * /products and the product pages show. Their "Starting at" prices are read from the price
 * tables (content/price-tables.ts), so the catalogue and the quote agree.
 */
type PriceUnit = 'piece' | 'sheet' | 'inch';

/** A product as written below: its quote option (the category names the quote product). */
export type CatalogueEntry = Omit<CatalogueProduct, 'price' | 'priceQuantity' | 'quote'> & {
  quote: { option: QuoteOptionId; embossing?: 'standard' | 'hd' };
};

export type CatalogueProduct = {
  id: string;
  name: string;
  description: string;
  image: string;
  alt: string;
  /** Stickers: "<category id>/<product id>" (the listing splits it into two segments); others: the product id. */
  link: string;
  /** Starting price per piece: the lowest the price table lists, at `priceQuantity` (see priced). */
  price: number;
  priceQuantity: number;
  unit: PriceUnit;
  /** Out of RATING_SCALE. */
  rating: number;
  reviewCount: number;
  /** The sticker listing's NEW flag (other listings judge createdAt instead). */
  isNew: boolean;
  /** Percent off. */
  discount: number;
  /** ISO calendar date the product was added. */
  createdAt: string;
  /** What a buyer chooses on the product page; the first of each is selected by default. */
  sizes: readonly string[];
  materials: readonly string[];
  /** What "Get a Pro Quote" preselects: the product, option and their default size and material. */
  quote: QuoteChoices;
  /** False while the full details page is still being written: View Details then says so. */
  hasDetailsPage?: boolean;
};

type CategoryId = 'stickers' | 'labels' | 'vehicle-graphics' | 'window-graphics' | 'packaging' | 'magnets';

export type CatalogueCategory = {
  id: CategoryId;
  title: string;
  /** The fragment /products#<anchor> scrolls to. */
  anchor: string;
  description: string;
  products: readonly CatalogueProduct[];
};

/**
 * The products with their quote defaults (the option's first size and material) and the price
 * they start at: the lowest per piece the table lists (at its largest listed quantity) for
 * those defaults, matte.
 */
function priced(product: PricedProductId, entries: readonly CatalogueEntry[]): CatalogueProduct[] {
  return entries.map((entry) => {
    const quote = { ...defaultChoices(product, entry.quote.option), embossing: entry.quote.embossing };
    const starting = startingPrice({
      product,
      width: quote.width ?? 0,
      height: quote.height ?? 0,
      material: quote.material,
      embossing: quote.embossing,
    });
    return { ...entry, price: starting.unitPrice, priceQuantity: starting.quantity, quote };
  });
}

export const categories: readonly CatalogueCategory[] = [
  {
    id: 'stickers',
    title: 'Stickers',
    anchor: 'stickers',
    description:
      'Die cut, shaped, embossed and specialty-finish stickers for packaging, promotion and merchandise.',
    products: priced('stickers-labels', stickerProducts),
  },
  {
    id: 'labels',
    title: 'Labels',
    anchor: 'labels',
    description: 'Product labels for bottles, jars, boxes and bags, embossed, gloss or clear.',
    products: priced('stickers-labels', labelProducts),
  },
  {
    id: 'vehicle-graphics',
    title: 'Vehicle Graphics',
    anchor: 'vehicle-graphics',
    description: 'Full and partial wraps and die-cut decals that turn every vehicle into advertising.',
    products: priced('vehicle-graphics', graphicsProducts),
  },
  {
    id: 'window-graphics',
    title: 'Window Graphics',
    anchor: 'window-graphics',
    description: 'Storefront lettering, clear decals and full-coverage graphics that bring people in.',
    products: priced('window-graphics', windowProducts),
  },
  {
    id: 'packaging',
    title: 'Packaging',
    anchor: 'packaging',
    description: 'Box wraps, header cards and hang tags that finish your product on the shelf.',
    products: priced('packaging', packagingProducts),
  },
  {
    id: 'magnets',
    title: 'Magnets',
    anchor: 'magnets',
    description: 'Magnetic business cards, die-cut magnets and car magnets that stick around.',
    products: priced('magnets', magnetProducts),
  },
];
