import type { CatalogueProduct } from '@/content/catalogue';
import { NEW_BADGE_WINDOW_DAYS, RATING_SCALE } from '@/lib/constants';
import { formatDollars, formatQuantity, startingPrice } from '@/lib/pricing';
import { findQuoteOption, type QuoteChoices } from '@/content/quote-products';
import { contentFallbacks } from '@/lib/validation/messages';

const DAY_MS = 24 * 60 * 60 * 1000;

type Quoted = Pick<CatalogueProduct, 'quote'>;

/**
 * What "Get a Pro Quote" preselects for a product: its quote product and option, the option's
 * first (default) size and material, and its embossing.
 */
export function productQuote({ quote }: Quoted): QuoteChoices {
  const option = findQuoteOption(quote.product, quote.option)?.option;
  const [width, height] = (option?.sizes[0] ?? '').split('x').map(Number);
  return { ...quote, width, height, material: option?.materials[0], embossing: quote.embossing };
}

/**
 * A product's starting price: the lowest per piece its price table lists (at the largest listed
 * quantity) for its default size and material, matte. Worked out when a page is rendered, so
 * the catalogue data the browser also loads (breadcrumbs) carries no price tables.
 */
function productStartingPrice(product: Quoted): { price: number; quantity: number } {
  const choices = productQuote(product);
  if (choices.width === undefined || choices.height === undefined) return { price: Number.NaN, quantity: 0 };
  const { unitPrice, quantity } = startingPrice({
    product: product.quote.product,
    width: choices.width,
    height: choices.height,
    material: choices.material,
    embossing: product.quote.embossing,
  });
  return { price: unitPrice, quantity };
}

/** "Starting at $0.72 each at 10,000": the starting price and the quantity it is for. */
export function startingAtLabel(product: Quoted): string {
  const { price, quantity } = productStartingPrice(product);
  return `Starting at ${formatDollars(displayPrice(price))} each at ${formatQuantity(quantity)}`;
}

export const discountLabel = (discount: number) => `${discount}% OFF`;

/**
 * A product page's starting price: the list price, and with a discount (spec §9) also the
 * price after it, price × (1 − discount/100). Listings show the list price only.
 */
export function productPagePrice(product: Pick<CatalogueProduct, 'quote' | 'discount'>): {
  list: string;
  discounted?: string;
  quantity: string;
} {
  const starting = productStartingPrice(product);
  const price = displayPrice(starting.price);
  const list = formatDollars(price);
  const quantity = formatQuantity(starting.quantity);
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
/** The product's picture, or the shop's default one when the content has none. */
export function productImage(product: Pick<CatalogueProduct, 'image'>): string {
  return product.image.trim() || contentFallbacks.image;
}

export function productDisplay(product: Pick<CatalogueProduct, 'name' | 'description' | 'quote' | 'image'>) {
  return {
    name: product.name.trim() || contentFallbacks.productName,
    description: product.description.trim() || contentFallbacks.productDescription,
    price: displayPrice(productStartingPrice(product).price),
    image: productImage(product),
  };
}
