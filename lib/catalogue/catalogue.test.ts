import { seedPriceBook } from '@/content/price-book';
import { breadcrumbMap } from '@/content/breadcrumbs';
import { categories, type CatalogueProduct } from '@/content/catalogue';
import { specialtyFinishes } from '@/content/specialty';
import { stickerTypes } from '@/content/sticker-types';
import { FEATURED_PRODUCTS_PER_CATEGORY, FEATURED_STICKERS, NEW_BADGE_WINDOW_DAYS } from '@/lib/constants';
import { breadcrumbTrail, isCatalogueProductPath } from '@/lib/navigation';
import { contentFallbacks } from '@/lib/validation/messages';
import {
  catalogueBreadcrumbMap,
  catalogueProductPaths,
  categoryProductParams,
  featuredProducts,
  starFills,
  findCategoryProduct,
  findListedProduct,
  isNewProduct,
  listingProductHref,
  productDiscount,
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
    reviews: { average: 4, count: 10 },
    isNew: false,
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
      product('plain-popular', { reviews: { average: 4.4, count: 900 } }),
      product('plain-quiet', { reviews: { average: 4.4, count: 5 } }),
      product('top-rated', { reviews: { average: 4.9, count: 1 } }),
      product('well-rated', { reviews: { average: 4.5, count: 50 } }),
      // Discounted by its price line (15 % off).
      product('sticker-sheets', { reviews: { average: 3, count: 10 } }),
      product('new', { isNew: true, reviews: { average: 2, count: 0 } }),
    ];
    expect(ids(featuredProducts({ products }, 6, seedPriceBook))).toEqual([
      'new',
      'sticker-sheets',
      'top-rated',
      'well-rated',
      'plain-popular',
      'plain-quiet',
    ]);
  });

  it('breaks ties inside a group by rating, then review count, then catalogue order', () => {
    // All four are discounted by their price lines, by different amounts.
    const products = [
      product('shape-stickers', { reviews: { average: 4.6, count: 20 } }),
      product('sticker-sheets', { reviews: { average: 4.6, count: 40 } }),
      product('glitter-stickers', { reviews: { average: 4.8, count: 1 } }),
      product('clear-labels', { reviews: { average: 4.6, count: 40 } }),
    ];
    expect(ids(featuredProducts({ products }, 4, seedPriceBook))).toEqual([
      'glitter-stickers',
      'sticker-sheets',
      'clear-labels',
      'shape-stickers',
    ]);
  });

  it('orders products below the rating threshold by review count, rating breaking ties', () => {
    const products = [
      product('few', { reviews: { average: 4.4, count: 3 } }),
      product('many-low', { reviews: { average: 3, count: 80 } }),
      product('many-high', { reviews: { average: 4, count: 80 } }),
    ];
    expect(ids(featuredProducts({ products }, 3, seedPriceBook))).toEqual(['many-high', 'many-low', 'few']);
  });

  it('keeps catalogue order for complete ties and never mutates the category', () => {
    const products = [product('first'), product('second'), product('third')];
    const before = ids(products);
    expect(ids(featuredProducts({ products }, 2, seedPriceBook))).toEqual(['first', 'second']);
    expect(ids(products)).toEqual(before);
  });

  it('features 6 stickers and 3 of every other category on /products', () => {
    const [stickers, ...others] = categories;
    expect(ids(featuredProducts(stickers!, FEATURED_STICKERS, seedPriceBook))).toEqual([
      'holographic-stickers',
      'glitter-stickers',
      'shape-stickers',
      'sticker-sheets',
      'die-cut-stickers',
      'embossed-stickers',
    ]);
    for (const category of others) {
      expect(featuredProducts(category, FEATURED_PRODUCTS_PER_CATEGORY, seedPriceBook)).toHaveLength(3);
    }
    expect(ids(featuredProducts(categories[1]!, 3, seedPriceBook))).toEqual([
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

/** Spec §3's catalogue prices: list, and after the product's discount where it has one. */
const specPrices: Record<string, [string, string?]> = {
  'die-cut-stickers': ['$0.72'],
  'shape-stickers': ['$0.74', '$0.67'],
  'embossed-stickers': ['$0.93'],
  'sticker-sheets': ['$5.00', '$4.25'],
  'gold-foil-stickers': ['$0.89'],
  'qr-code-stickers': ['$0.72'],
  'holographic-stickers': ['$0.75'],
  'transfer-stickers': ['$1.00'],
  'glitter-stickers': ['$1.15', '$1.09'],
  'chrome-stickers': ['$0.68'],
  'clear-stickers': ['$0.74'],
  'embossed-labels': ['$0.93'],
  'gloss-labels': ['$0.91'],
  'clear-labels': ['$0.74', '$0.67'],
  'full-vehicle-wraps': ['$0.72'],
  'partial-vehicle-wraps': ['$0.72', '$0.61'],
  'vehicle-die-cut-decals': ['$0.72', '$0.61'],
  'die-cut-window-transfers': ['$0.72'],
  'clear-window-decals': ['$0.72', '$0.61'],
  'full-coverage-window-graphics': ['$0.72', '$0.61'],
  'box-wraps': ['$0.68'],
  'header-cards': ['$1.36', '$1.16'],
  'hang-tags': ['$1.09', '$0.93'],
  'magnetic-business-cards': ['$1.15'],
  'die-cut-magnets': ['$1.62', '$1.38'],
  'car-magnets': ['$1.62', '$1.38'],
};

describe('prices and fallbacks', () => {
  const all = categories.flatMap((category) => category.products);
  const wrap = { quote: { product: 'vehicle-graphics', option: 'full-wrap' } } as const;

  it("shows every product's spec catalogue price, what it counts and where it is read", () => {
    expect(Object.keys(specPrices).toSorted()).toEqual(all.map((item) => item.id).toSorted());
    for (const item of all) {
      const [list, discounted] = specPrices[item.id]!;
      expect([
        item.id,
        productPagePrice(item, seedPriceBook).list,
        productPagePrice(item, seedPriceBook).discounted,
      ]).toEqual([item.id, list, discounted]);
      expect(productDiscount(item, seedPriceBook) > 0).toBe(discounted !== undefined);
    }
    expect(startingAtLabel({ id: 'die-cut-stickers' }, seedPriceBook)).toBe(
      'Starting at $0.72 each · 100 of 2″ × 2″',
    );
    expect(startingAtLabel({ id: 'sticker-sheets' }, seedPriceBook)).toBe(
      'Starting at $5.00 per sheet · 100 of 4″ × 6″',
    );
    expect(startingAtLabel({ id: 'full-vehicle-wraps' }, seedPriceBook)).toBe(
      'Starting at $0.72 per sq in · 1 of 12″ × 12″',
    );
    expect(productPagePrice({ id: 'shape-stickers' }, seedPriceBook)).toEqual({
      list: '$0.74',
      discounted: '$0.67',
      per: 'each',
      reference: '100 of 2″ × 2″',
    });
  });

  it('falls back to the spec texts when content is missing', () => {
    const display = productDisplay({ id: 'gone', name: ' ', description: '', image: '' }, seedPriceBook);
    expect(display).toEqual({
      name: contentFallbacks.productName,
      description: contentFallbacks.productDescription,
      price: 0,
      unit: 'piece',
      image: contentFallbacks.image,
    });
    expect(startingAtLabel({ id: 'gone' }, seedPriceBook)).toBe('Starting at $0.00 each');
    expect(productDiscount({ id: 'gone' }, seedPriceBook)).toBe(0);
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
    expect(findCategoryProduct('stickers', 'die-cut-stickers', categories)?.product).toBe(dieCut);
    expect(listingProductHref(labels!, labels!.products[0]!)).toBe('/labels/embossed-labels');
    expect(findListedProduct('car-magnets', categories)?.category.id).toBe('magnets');
    expect(findListedProduct('die-cut-stickers', categories)).toBeUndefined();
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
      for (const { category, id } of type.products)
        expect(findCategoryProduct(category, id, categories)).toBeDefined();
    }
    for (const finish of specialtyFinishes)
      expect(findCategoryProduct('stickers', finish.productId, categories)).toBeDefined();
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
      breadcrumbTrail(path, catalogueBreadcrumbMap()).map((crumb) => crumb.label);
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
      expect(catalogueBreadcrumbMap()).toHaveProperty([path]);
    }
    for (const path of Object.keys(breadcrumbMap)) expect(isCatalogueProductPath(path)).toBe(false);
  });
});
