import type { CatalogueProduct } from '@/content/catalogue';
import { NEW_BADGE_WINDOW_DAYS, RATING_SCALE } from '@/lib/constants';
import { formatDollars, formatQuantity } from '@/lib/pricing';
import { contentFallbacks } from '@/lib/validation/messages';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The lowest price per piece the product's price table lists, and the quantity it is for. */
export function startingAtLabel(product: Pick<CatalogueProduct, 'price' | 'priceQuantity'>): string {
  return `Starting at ${formatDollars(displayPrice(product.price))} each at ${formatQuantity(product.priceQuantity)}`;
}

export const discountLabel = (discount: number) => `${discount}% OFF`;

/**
 * A product page's starting price: the list price, and with a discount (spec §9) also the
 * price after it, price × (1 − discount/100). Listings show the list price only.
 */
export function productPagePrice(product: Pick<CatalogueProduct, 'price' | 'discount' | 'priceQuantity'>): {
  list: string;
  discounted?: string;
  quantity: string;
} {
  const price = displayPrice(product.price);
  const list = formatDollars(price);
  const quantity = formatQuantity(product.priceQuantity);
  if (!(product.discount > 0 && product.discount < 100)) return { list, quantity };
  return { list, discounted: formatDollars(price * (1 - product.discount / 100)), quantity };
}

/** NEW when createdAt lies within the last NEW_BADGE_WINDOW_DAYS days before `now` (spec §4). */
export function isNewProduct(product: Pick<CatalogueProduct, 'createdAt'>, now: Date): boolean {
  const age = now.getTime() - Date.parse(product.createdAt);
  return age >= 0 && age <= NEW_BADGE_WINDOW_DAYS * DAY_MS;
}

/**
 * How much of each of the RATING_SCALE stars is filled, 0 to 1. Spec §9 words two rules
 * (stickers: star i is filled when i is at most the rating; other pages: the rating rounded
 * down), but for whole-numbered stars they are the same (i <= r exactly when i <= floor(r)),
 * so every page uses this one: whole stars by that rule, the remainder as one partial star.
 */
export function starFills(rating: number): number[] {
  const clamped = Math.min(RATING_SCALE, Math.max(0, Number.isFinite(rating) ? rating : 0));
  return Array.from({ length: RATING_SCALE }, (_, index) => Math.min(1, Math.max(0, clamped - index)));
}

export const ratingLabel = (rating: number) => `${rating} out of ${RATING_SCALE}`;

export const reviewCountLabel = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

function displayPrice(price: number): number {
  return Number.isFinite(price) && price >= 0 ? price : contentFallbacks.price;
}

/** A product's name, description, price and image with the spec §8 fallbacks for missing content. */
export function productDisplay(product: Pick<CatalogueProduct, 'name' | 'description' | 'price' | 'image'>) {
  return {
    name: product.name.trim() || contentFallbacks.productName,
    description: product.description.trim() || contentFallbacks.productDescription,
    price: displayPrice(product.price),
    image: product.image.trim() || contentFallbacks.image,
  };
}
