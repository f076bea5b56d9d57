import type { QuoteOptionId, QuoteProductId } from '@/content/quote-products';
import type { ProductSpecs } from './product-specs';
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
 * /products and the product pages show. Each product is priced by its own price line, keyed by
 * its id (content/price-book.ts), which also holds its unit and discount: the "Starting at"
 * figure, the discount badge and the wizard's price all read that one line.
 */

export type CatalogueProduct = {
  id: string;
  name: string;
  description: string;
  /** The drawing of the product in use (public/images/products), shown until there is a photo. */
  image: string;
  /** The main photo staff uploaded in the console (never in the seed); shown instead of the drawing. */
  photo?: ProductPhoto;
  /** Staff's other photos of it, oldest first: the product page's gallery shows them after `photo`. */
  morePhotos?: readonly ProductPhoto[];
  /** The drawing's alternative text. */
  alt: string;
  /** Stickers: "<category id>/<product id>" (the listing splits it into two segments); others: the product id. */
  link: string;
  /**
   * The average and count of the product's approved reviews (lib/reviews), laid over the seed
   * when the catalogue is read; absent until it has one. Never in the seed: no invented ratings.
   */
  reviews?: ReviewSummary;
  /** Staff's wording of the product page's specs, over content/product-specs.ts; absent in the seed. */
  specs?: Partial<ProductSpecs>;
  /** The sticker listing's NEW flag (other listings judge createdAt instead). */
  isNew: boolean;
  /** ISO calendar date the product was added. */
  createdAt: string;
  /** What a buyer chooses on the product page; the first of each is selected by default. */
  sizes: readonly string[];
  materials: readonly string[];
  /**
   * The wizard's choices it is quoted as: product and option, its material when not the
   * option's first, and its embossing when embossed. "Get a Pro Quote" preselects them with the
   * option's default size; they lead to the product's own price line (lib/pricing lineIdFor).
   */
  quote: {
    product: QuoteProductId;
    option: QuoteOptionId;
    material?: string;
    embossing?: 'standard' | 'hd';
  };
  /** False while the full details page is still being written: View Details then says so. */
  hasDetailsPage?: boolean;
};

/** The true average (out of RATING_SCALE) and count of a product's approved reviews. */
export type ReviewSummary = { average: number; count: number };

/**
 * A product photo as the pages show it: its files are `/photos/<id>-<width>.<avif|webp>` at each
 * of `widths`; `width` × `height` is the largest, upright.
 */
export type ProductPhoto = {
  id: string;
  alt: string;
  width: number;
  height: number;
  widths: readonly number[];
};

type CategoryId = 'stickers' | 'labels' | 'vehicle-graphics' | 'window-graphics' | 'packaging' | 'magnets';

export type CatalogueCategory = {
  id: CategoryId;
  title: string;
  /** The fragment /products#<anchor> scrolls to. */
  anchor: string;
  description: string;
  /** The category's drawing (public/images/categories), in the products' art direction. */
  image: { src: string; alt: string };
  products: readonly CatalogueProduct[];
};

export const categories: readonly CatalogueCategory[] = [
  {
    id: 'stickers',
    title: 'Stickers',
    anchor: 'stickers',
    description:
      'Die cut, shaped, embossed and specialty-finish stickers for packaging, promotion and merchandise.',
    image: {
      src: '/images/categories/stickers.svg',
      alt: 'Stickers: a sheet of four kiss-cut designs, a round and an oval sticker, and a wave die-cut on a laptop lid',
    },
    products: stickerProducts,
  },
  {
    id: 'labels',
    title: 'Labels',
    anchor: 'labels',
    description: 'Product labels for bottles, jars, boxes and bags, embossed, gloss or clear.',
    image: {
      src: '/images/categories/labels.svg',
      alt: 'Labels: a clear label on a brown bottle, an embossed label on a green bottle, and a cupcake label on a jar',
    },
    products: labelProducts,
  },
  {
    id: 'vehicle-graphics',
    title: 'Vehicle Graphics',
    anchor: 'vehicle-graphics',
    description: 'Full and partial wraps and die-cut decals that turn every vehicle into advertising.',
    image: {
      src: '/images/categories/vehicle-graphics.svg',
      alt: 'Vans: one with a partial wrap, one with a coffee cup decal, and one wrapped in teal with a wave',
    },
    products: graphicsProducts,
  },
  {
    id: 'window-graphics',
    title: 'Window Graphics',
    anchor: 'window-graphics',
    description: 'Storefront lettering, clear decals and full-coverage graphics that bring people in.',
    image: {
      src: '/images/categories/window-graphics.svg',
      alt: 'Shop windows: one covered by a perforated mountain graphic, one with a clear wave decal, one with a cupcake',
    },
    products: windowProducts,
  },
  {
    id: 'packaging',
    title: 'Packaging',
    anchor: 'packaging',
    description: 'Box wraps, header cards and hang tags that finish your product on the shelf.',
    image: {
      src: '/images/categories/packaging.svg',
      alt: 'A header card on a bag of biscuits, a hang tag with a coffee cup, and a box wrapped in a teal wave design',
    },
    products: packagingProducts,
  },
  {
    id: 'magnets',
    title: 'Magnets',
    anchor: 'magnets',
    description: 'Magnetic business cards, die-cut magnets and car magnets that stick around.',
    image: {
      src: '/images/categories/magnets.svg',
      alt: 'Magnets: a wave sign on a car door, a business card on a fridge, and cupcake and coffee cup magnets',
    },
    products: magnetProducts,
  },
];
