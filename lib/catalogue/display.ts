import type { CatalogueProduct, ProductPhoto } from '@/content/catalogue';
import { NEW_BADGE_WINDOW_DAYS, RATING_SCALE } from '@/lib/constants';
import { formatDollars, formatQuantity, referencePrice, type PriceBook, type PriceLine } from '@/lib/pricing';
import { findQuoteOption, type QuoteChoices } from '@/content/quote-products';
import { productSpecs, type ProductSpecs } from '@/content/product-specs';
import { contentFallbacks } from '@/lib/validation';
import { photoFileName, type PhotoFormat } from '@/lib/storage';

const DAY_MS = 24 * 60 * 60 * 1000;

type Quoted = Pick<CatalogueProduct, 'quote'>;
type Priced = Pick<CatalogueProduct, 'id'>;

/**
 * What "Get a Pro Quote" preselects for a product: its quote product and option, the option's
 * first (default) size, its material (the option's first unless it names one) and its embossing.
 */
export function productQuote({ quote }: Quoted): QuoteChoices {
  const option = findQuoteOption(quote.product, quote.option)?.option;
  const [width, height] = (option?.sizes[0] ?? '').split('x').map(Number);
  return {
    ...quote,
    width,
    height,
    material: quote.material ?? option?.materials[0]?.id,
    embossing: quote.embossing,
  };
}

/** The product's price line (keyed by its id), if the price book has one. */
function lineOf({ id }: Priced, book: PriceBook): PriceLine | undefined {
  return Object.hasOwn(book, id) ? book[id as keyof PriceBook] : undefined;
}

/** The product's advertised percent off: its price line's discount, which the wizard's prices take too. */
export function productDiscount(product: Priced, book: PriceBook): number {
  return lineOf(product, book)?.discount ?? 0;
}

const perUnit = { piece: 'each', sheet: 'per sheet', inch: 'per sq in' } as const;
const unitText = { piece: 'piece', sheet: 'sheet', inch: 'square inch' } as const;

/**
 * A product's "Starting at" figure: its line's list price at its reference size and quantity
 * (spec §3's catalogue price), what it counts, and that reference ("100 of 2″ × 2″").
 * Worked out when a page is rendered, so the catalogue data the browser also loads
 * (breadcrumbs) carries no prices.
 */
function productStartingPrice(
  product: Priced,
  book: PriceBook,
): { price: number; per: string; reference?: string } {
  const line = lineOf(product, book);
  if (!line) return { price: Number.NaN, per: perUnit.piece };
  const { unitPrice, unit, reference } = referencePrice(line);
  return {
    price: unitPrice,
    per: perUnit[unit],
    reference: `${formatQuantity(reference.quantity)} of ${reference.width}″ × ${reference.height}″`,
  };
}

/** "Starting at $0.72 each · 100 of 2″ × 2″": the starting price, what it counts and where it is read. */
export function startingAtLabel(product: Priced, book: PriceBook): string {
  const { price, per, reference } = productStartingPrice(product, book);
  const figure = `Starting at ${formatDollars(displayPrice(price))} ${per}`;
  return reference ? `${figure} · ${reference}` : figure;
}

export const discountLabel = (discount: number) => `${discount}% OFF`;

/**
 * A product page's starting price: the list price, and with a discount (spec §9) also the
 * price after it, price × (1 − discount/100). Listings show the list price only.
 */
export function productPagePrice(
  product: Priced,
  book: PriceBook,
): {
  list: string;
  discounted?: string;
  per: string;
  reference?: string;
} {
  const { price, per, reference } = productStartingPrice(product, book);
  const list = formatDollars(displayPrice(price));
  const discount = productDiscount(product, book);
  const shown = { list, per, ...(reference ? { reference } : {}) };
  if (!(discount > 0 && discount < 100)) return shown;
  return { ...shown, discounted: formatDollars(displayPrice(price) * (1 - discount / 100)) };
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

/** The product's picture, or the shop's default one when the content has none. */
export function productImage(product: Pick<CatalogueProduct, 'image'>): string {
  return product.image.trim() || contentFallbacks.image;
}

/** A product's name, with the spec §8 fallback when it has none. */
export const productName = (product: Pick<CatalogueProduct, 'name'>) =>
  product.name.trim() || contentFallbacks.productName;

/** A product's name, description, price and image with the spec §8 fallbacks for missing content. */
export function productDisplay(
  product: Pick<CatalogueProduct, 'id' | 'name' | 'description' | 'image'>,
  book: PriceBook,
) {
  return {
    name: productName(product),
    description: product.description.trim() || contentFallbacks.productDescription,
    price: displayPrice(productStartingPrice(product, book).price),
    /** What the price counts (schema.org's unitText). */
    unit: unitText[lineOf(product, book)?.unit ?? 'piece'],
    image: productImage(product),
  };
}

/** Where a photo's file of `width` in `format` is served (app/photos/[name]). */
export const photoUrl = (photo: Pick<ProductPhoto, 'id'>, width: number, format: PhotoFormat) =>
  `/photos/${photoFileName(photo.id, width, format)}`;

/** A `srcset` of every stored width of a photo in `format`. */
export const photoSrcSet = (photo: ProductPhoto, format: PhotoFormat) =>
  photo.widths.map((width) => `${photoUrl(photo, width, format)} ${width}w`).join(', ');

/** A product's specs as its page lists them: staff's wording over the shop's standard text. */
export function productSpecsOf(product: Pick<CatalogueProduct, 'id' | 'specs'>): ProductSpecs | undefined {
  const standard = productSpecs[product.id];
  return standard && { ...standard, ...product.specs };
}
