import { breadcrumbMap, type Crumb } from '@/content/breadcrumbs';
import { categories, type CatalogueCategory, type CatalogueProduct } from '@/content/catalogue';

/**
 * Where catalogue links point (spec §2). The /products page links every product to
 * /stickers/{category id}/{product id}; the sticker listing follows the product's link split
 * at its slash; the other listings go to /labels/{id}. Each product has one canonical page:
 * its listing's target.
 */
export const categoryPath = (category: Pick<CatalogueCategory, 'id'>) => `/products/${category.id}`;

export const featuredProductHref = (
  category: Pick<CatalogueCategory, 'id'>,
  product: Pick<CatalogueProduct, 'id'>,
) => `/stickers/${category.id}/${product.id}`;

export function listingProductHref(
  category: Pick<CatalogueCategory, 'id'>,
  product: CatalogueProduct,
): string {
  if (category.id !== 'stickers') return `/labels/${encodeURIComponent(product.id)}`;
  return `/stickers/${product.link.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The finders below take the catalogue to search: the shop's, with staff edits over the seed
 * (lib/product-content), wherever a page shows what they find.
 */
type Catalogue = readonly CatalogueCategory[];

export function findCategory(id: string, catalogue: Catalogue): CatalogueCategory | undefined {
  return catalogue.find((category) => category.id === id);
}

/** The product behind /stickers/{category}/{product}. */
export function findCategoryProduct(categoryId: string, productId: string, catalogue: Catalogue) {
  const category = findCategory(categoryId, catalogue);
  const product = category?.products.find((candidate) => candidate.id === productId);
  return category && product ? { category, product } : undefined;
}

/** The product behind /labels/{id}: any product outside the sticker listing. */
export function findListedProduct(id: string, catalogue: Catalogue) {
  for (const category of catalogue) {
    if (category.id === 'stickers') continue;
    const product = category.products.find((candidate) => candidate.id === id);
    if (product) return { category, product };
  }
  return undefined;
}

/** Params for /stickers/[category]/[product]: every product of every category. */
export const categoryProductParams = () =>
  categories.flatMap((category) =>
    category.products.map((product) => ({ category: category.id, product: product.id })),
  );

/** Params for /labels/[id]: the products the non-sticker listings link to. */
export const listedProductParams = () =>
  categories
    .filter((category) => category.id !== 'stickers')
    .flatMap((category) => category.products.map((product) => ({ id: product.id })));

/** Every product's canonical page (for the sitemap). */
export const catalogueProductPaths = () =>
  categories.flatMap((category) => category.products.map((product) => listingProductHref(category, product)));

/** Breadcrumbs of every product page: Home / Products / <Category> / <Product>. */
function catalogueCrumbs(): Record<string, Crumb> {
  const crumbs: Record<string, Crumb> = {};
  for (const category of categories) {
    for (const product of category.products) {
      const crumb = { label: product.name, parent: categoryPath(category) };
      crumbs[featuredProductHref(category, product)] = crumb;
      crumbs[listingProductHref(category, product)] = crumb;
    }
  }
  return crumbs;
}

/**
 * The site's breadcrumb map plus every product page, derived from the catalogue. A function, not a
 * constant made when the module loads: client components import this module's other helpers, and a
 * constant would put the whole catalogue into every page's JavaScript.
 */
export function catalogueBreadcrumbMap(): Record<string, Crumb> {
  return { ...breadcrumbMap, ...catalogueCrumbs() };
}
