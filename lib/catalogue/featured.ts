import type { CatalogueCategory, CatalogueProduct } from '@/content/catalogue';
import { FEATURED_RATING_THRESHOLD } from '@/lib/constants';
import type { PriceBook } from '@/lib/pricing';
import { productDiscount } from './display';

/** A product's true rating and review count: 0 and 0 until it has an approved review. */
const ratingOf = (product: CatalogueProduct) => product.reviews?.average ?? 0;
const reviewCountOf = (product: CatalogueProduct) => product.reviews?.count ?? 0;

/**
 * Spec §9 priority groups: new, then discounted, then rated at or above the threshold, then
 * the rest. "New" is the product's isNew flag, so the /products page can be built ahead of
 * time and shows the same choice to everyone.
 */
function priorityGroup(product: CatalogueProduct, book: PriceBook): number {
  if (product.isNew) return 0;
  if (productDiscount(product, book) > 0) return 1;
  if (ratingOf(product) >= FEATURED_RATING_THRESHOLD) return 2;
  return 3;
}

/**
 * Within a group: rating descending then review count descending, except the last group,
 * which the spec orders by review count (rating breaks its ties). Remaining ties keep
 * catalogue order (Array.prototype.sort is stable).
 */
function compareFeatured(a: CatalogueProduct, b: CatalogueProduct, book: PriceBook): number {
  const group = priorityGroup(a, book) - priorityGroup(b, book);
  if (group !== 0) return group;
  const byRating = ratingOf(b) - ratingOf(a);
  const byReviews = reviewCountOf(b) - reviewCountOf(a);
  if (priorityGroup(a, book) === 3) return byReviews || byRating;
  return byRating || byReviews;
}

/** The `count` products a category features on /products, in display order. */
export function featuredProducts(
  category: Pick<CatalogueCategory, 'products'>,
  count: number,
  book: PriceBook,
): CatalogueProduct[] {
  return [...category.products].sort((a, b) => compareFeatured(a, b, book)).slice(0, Math.max(0, count));
}
