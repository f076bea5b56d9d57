import { breadcrumbMap } from '@/content/breadcrumbs';
import { categories, type CatalogueProduct } from '@/content/catalogue';
import { catalogueBreadcrumbMap } from '@/content/catalogue-breadcrumbs';
import { specialtyFinishes } from '@/content/specialty';
import { stickerTypes } from '@/content/sticker-types';
import { FEATURED_PRODUCTS_PER_CATEGORY, FEATURED_STICKERS, NEW_BADGE_WINDOW_DAYS } from '@/lib/constants';
import { breadcrumbTrail, isCatalogueProductPath } from '@/lib/navigation';
import { contentFallbacks } from '@/lib/validation/messages';
import {
  catalogueProductPaths,
  categoryProductParams,
  featuredProducts,
  starFills,
  findCategoryProduct,
  findListedProduct,
  isNewProduct,
  listingProductHref,
  productDisplay,
  productPagePrice,
  productQuote,
  ratingLabel,
  startingAtLabel,
} from './index';

function product(id: string, overrides: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return {
    id,
    name: id,
    description: `${id} description`,
    image: `/images/products/${id}.svg`,
    alt: id,
    link: id,
    unit: 'piece',
    rating: 4,
    reviewCount: 10,
    isNew: false,
    discount: 0,
    createdAt: '2025-01-01',
    sizes: ['small'],
    materials: ['vinyl'],
    quote: { product: 'stickers-labels', option: 'die-cut' },
    ...overrides,
  };
}

const ids = (products: CatalogueProduct[]) => products.map((p) => p.id);

describe('featuredProducts', () => {
  it('puts new first, then discounted, then rated 4.5 or above by rating, then by review count', () => {
    const products = [
      product('plain-popular', { rating: 4.4, reviewCount: 900 }),
      product('plain-quiet', { rating: 4.4, reviewCount: 5 }),
      product('top-rated', { rating: 4.9, reviewCount: 1 }),
      product('well-rated', { rating: 4.5, reviewCount: 50 }),
      product('discounted', { discount: 15, rating: 3 }),
      product('new', { isNew: true, rating: 2, reviewCount: 0 }),
    ];
    expect(ids(featuredProducts({ products }, 6))).toEqual([
      'new',
      'discounted',
      'top-rated',
      'well-rated',
      'plain-popular',
      'plain-quiet',
    ]);
  });

  it('breaks ties inside a group by rating, then review count, then catalogue order', () => {
    const products = [
      product('discount-a', { discount: 10, rating: 4.6, reviewCount: 20 }),
      product('discount-b', { discount: 50, rating: 4.6, reviewCount: 40 }),
      product('discount-c', { discount: 5, rating: 4.8, reviewCount: 1 }),
      product('discount-d', { discount: 5, rating: 4.6, reviewCount: 40 }),
    ];
    expect(ids(featuredProducts({ products }, 4))).toEqual([
      'discount-c',
      'discount-b',
      'discount-d',
      'discount-a',
    ]);
  });

  it('orders products below the rating threshold by review count, rating breaking ties', () => {
    const products = [
      product('few', { rating: 4.4, reviewCount: 3 }),
      product('many-low', { rating: 3, reviewCount: 80 }),
      product('many-high', { rating: 4, reviewCount: 80 }),
    ];
    expect(ids(featuredProducts({ products }, 3))).toEqual(['many-high', 'many-low', 'few']);
  });

  it('keeps catalogue order for complete ties and never mutates the category', () => {
    const products = [product('first'), product('second'), product('third')];
    const before = ids(products);
    expect(ids(featuredProducts({ products }, 2))).toEqual(['first', 'second']);
    expect(ids(products)).toEqual(before);
  });

  it('features 6 stickers and 3 of every other category on /products', () => {
    const [stickers, ...others] = categories;
    expect(ids(featuredProducts(stickers!, FEATURED_STICKERS))).toEqual([
      'holographic-stickers',
      'glitter-stickers',
      'shape-stickers',
      'sticker-sheets',
      'die-cut-stickers',
      'embossed-stickers',
    ]);
    for (const category of others) {
      expect(featuredProducts(category, FEATURED_PRODUCTS_PER_CATEGORY)).toHaveLength(3);
    }
    expect(ids(featuredProducts(categories[1]!, 3))).toEqual([
      'clear-labels',
      'embossed-labels',
      'gloss-labels',
    ]);
  });
});

describe('isNewProduct', () => {
  const created = { createdAt: '2025-06-16' };
  const at = (iso: string) => new Date(iso);

  it('is new from the moment it is added until the window closes', () => {
    expect(isNewProduct(created, at('2025-06-16T00:00:00Z'))).toBe(true);
    expect(isNewProduct(created, at('2025-06-20T12:00:00Z'))).toBe(true);
    expect(isNewProduct(created, at(`2025-06-${16 + NEW_BADGE_WINDOW_DAYS}T00:00:00Z`))).toBe(true);
  });

  it('is not new after the window or before it was added', () => {
    expect(isNewProduct(created, at('2025-06-23T00:00:01Z'))).toBe(false);
    expect(isNewProduct(created, at('2025-12-01T00:00:00Z'))).toBe(false);
    expect(isNewProduct(created, at('2025-06-15T23:59:59Z'))).toBe(false);
  });
});

describe('star rules', () => {
  it('fills every star up to the rating and the remainder in part, on every page', () => {
    expect(starFills(4.5)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(3)).toEqual([1, 1, 1, 0, 0]);
    expect(starFills(0.25)).toEqual([0.25, 0, 0, 0, 0]);
  });

  it('fills whole stars as spec §9 says: index at most the rating, i.e. the rating rounded down', () => {
    const whole = (rating: number) => starFills(rating).filter((fill) => fill === 1).length;
    expect(whole(4.9)).toBe(4);
    expect(whole(0.9)).toBe(0);
    expect(whole(7)).toBe(5);
    expect(whole(-1)).toBe(0);
  });

  it('labels the rating for assistive technology', () => {
    expect(ratingLabel(4.5)).toBe('4.5 out of 5');
  });
});

describe('prices and fallbacks', () => {
  const dieCut = { quote: { product: 'stickers-labels', option: 'die-cut' } } as const;
  const wrap = { quote: { product: 'vehicle-graphics', option: 'full-wrap' } } as const;

  it("shows the price table's lowest price per piece, with two decimals, and the quantity it is for", () => {
    // Hand-worked in tests/quote-api/price-table.test.ts: 10,000 2x2 matte stickers for $7,196.
    expect(startingAtLabel(dieCut)).toBe('Starting at $0.72 each at 10,000');
    // Standard embossing, calibrated to $0.93 in lib/pricing/pricing.test.ts.
    expect(startingAtLabel({ quote: { ...dieCut.quote, embossing: 'standard' } })).toBe(
      'Starting at $0.93 each at 10,000',
    );
    // A compact car wrap, 180x60 in = 75 sq ft at $10: 75000 x (1 + .95 + 3 x .9 + 5 x .85) cents for 10.
    expect(startingAtLabel(wrap)).toBe('Starting at $667.50 each at 10');
    // 24x36 in = 6 sq ft at $8: 4800 x (1 + .95 + 3 x .9 + 5 x .85 + 15 x .8 + 25 x .75) cents for 50.
    expect(startingAtLabel({ quote: { product: 'window-graphics', option: 'die-cut-transfers' } })).toBe(
      'Starting at $38.06 each at 50',
    );
    // Business cards, 20 mil: 80925 cents for 1,000 (tests/quote-api/category-prices.test.ts).
    expect(startingAtLabel({ quote: { product: 'magnets', option: 'business-cards' } })).toBe(
      'Starting at $0.81 each at 1,000',
    );
  });

  it('gives a discounted product page price × (1 − discount/100) beside the list price (spec §9)', () => {
    expect(productPagePrice({ ...dieCut, discount: 10 })).toEqual({
      list: '$0.72',
      discounted: '$0.65',
      quantity: '10,000',
    });
    expect(productPagePrice({ ...wrap, discount: 15 }).discounted).toBe('$567.38');
    for (const discount of [0, 100, -5]) {
      expect(productPagePrice({ ...dieCut, discount }).discounted).toBeUndefined();
    }
    const discounted = categories
      .flatMap((category) => category.products)
      .filter((item) => item.discount > 0);
    expect(discounted.length).toBeGreaterThan(0);
  });

  it('falls back to the spec texts when content is missing', () => {
    const missing = { product: 'stickers-labels', option: 'gone' } as unknown as CatalogueProduct['quote'];
    const display = productDisplay({ name: ' ', description: '', quote: missing, image: '' });
    expect(display).toEqual({
      name: contentFallbacks.productName,
      description: contentFallbacks.productDescription,
      price: 0,
      image: contentFallbacks.image,
    });
    expect(startingAtLabel({ quote: missing })).toBe('Starting at $0.00 each at 0');
  });

  it('sends every product\'s "Get a Pro Quote" to its own quote product and option, with its defaults', () => {
    expect(productQuote(wrap)).toEqual({
      product: 'vehicle-graphics',
      option: 'full-wrap',
      width: 180,
      height: 60,
      material: 'cast-wrap-vinyl',
      embossing: undefined,
    });
    for (const category of categories) {
      for (const product of category.products) {
        const expected = ['stickers', 'labels'].includes(category.id) ? 'stickers-labels' : category.id;
        expect(product.quote.product).toBe(expected);
        expect(productQuote(product).width).toBeGreaterThan(0);
      }
    }
  });
});

describe('catalogue paths', () => {
  it('lists the spec products in each category', () => {
    expect(categories.map((c) => c.products.length)).toEqual([11, 3, 3, 3, 3, 3]);
  });

  it('links stickers by their split link and other listings by /labels/{id}, and finds them back', () => {
    const [stickers, labels] = categories;
    const dieCut = stickers!.products[0]!;
    expect(listingProductHref(stickers!, dieCut)).toBe('/stickers/stickers/die-cut-stickers');
    expect(findCategoryProduct('stickers', 'die-cut-stickers')?.product).toBe(dieCut);
    expect(listingProductHref(labels!, labels!.products[0]!)).toBe('/labels/embossed-labels');
    expect(findListedProduct('car-magnets')?.category.id).toBe('magnets');
    expect(findListedProduct('die-cut-stickers')).toBeUndefined();
  });

  it('gives every product a unique canonical page', () => {
    const paths = catalogueProductPaths();
    expect(paths).toHaveLength(26);
    expect(new Set(paths).size).toBe(26);
  });
});

describe('catalogue content references', () => {
  it('points every sticker type and specialty finish at a real product', () => {
    for (const type of stickerTypes) {
      for (const { category, id } of type.products) expect(findCategoryProduct(category, id)).toBeDefined();
    }
    for (const finish of specialtyFinishes)
      expect(findCategoryProduct('stickers', finish.productId)).toBeDefined();
  });

  it('offers at least one size and material for every product, and one product awaits its details', () => {
    const products = categories.flatMap((c) => c.products);
    for (const p of products) {
      expect(p.sizes.length).toBeGreaterThan(0);
      expect(p.materials.length).toBeGreaterThan(0);
    }
    expect(products.filter((p) => p.hasDetailsPage === false).map((p) => p.id)).toEqual([
      'transfer-stickers',
    ]);
  });
});

describe('product page breadcrumbs', () => {
  it('trails Home / Products / <Category> / <Product> on both product addresses', () => {
    const labels = (path: string) =>
      breadcrumbTrail(path, catalogueBreadcrumbMap).map((crumb) => crumb.label);
    expect(labels('/stickers/stickers/die-cut-stickers')).toEqual([
      'Home',
      'Products',
      'Stickers',
      'Die Cut Stickers',
    ]);
    expect(labels('/stickers/magnets/car-magnets')).toEqual(['Home', 'Products', 'Magnets', 'Car Magnets']);
    expect(labels('/labels/car-magnets')).toEqual(['Home', 'Products', 'Magnets', 'Car Magnets']);
  });

  it('has a crumb for every product page, and product pages are told apart from other pages', () => {
    for (const path of [
      ...catalogueProductPaths(),
      ...categoryProductParams().map((p) => `/stickers/${p.category}/${p.product}`),
    ]) {
      expect(isCatalogueProductPath(path)).toBe(true);
      expect(catalogueBreadcrumbMap).toHaveProperty([path]);
    }
    for (const path of Object.keys(breadcrumbMap)) expect(isCatalogueProductPath(path)).toBe(false);
  });
});
