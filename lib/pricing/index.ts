import { pricingTable } from '@/content/pricing';
import { priceTables, type PricedProductId, type PriceTable } from '@/content/price-tables';
import { findQuoteOption } from '@/content/quote-products';

export type Finish = keyof typeof pricingTable.finish;
export type Embossing = keyof typeof pricingTable.embossing;

/** Stickers & labels (the spec's product) when a request names no product. */
const DEFAULT_PRODUCT: PricedProductId = 'stickers-labels';

export type PriceInput = {
  width: number;
  height: number;
  finish: Finish;
  embossing: Embossing;
  quantity?: number;
  /** Another product than stickers & labels, and its material (validated against its table). */
  product?: PricedProductId;
  material?: string;
};

export type PriceQuote = {
  product?: PricedProductId;
  material?: string;
  width: number;
  height: number;
  finish: Finish;
  embossing: Embossing;
  /** Total price in dollars (whole cents) for each matrix quantity. */
  pricingMatrix: Record<string, number>;
  /** Total price in dollars for `quantity`, null when none was asked for. */
  customQuantityPrice: number | null;
};

// Pure annotations: pages that only format a price (the catalogue) then ship none of the tables.
export const finishes = /*#__PURE__*/ Object.keys(pricingTable.finish) as Finish[];
export const embossings = /*#__PURE__*/ Object.keys(pricingTable.embossing) as Embossing[];
export const sizeBounds = pricingTable.sizeInches;
export const matrixQuantities: readonly number[] = pricingTable.matrixQuantities;

// Built once: constructing an Intl formatter costs far more than formatting with it.
const dollarFormat = /*#__PURE__*/ new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const quantityFormat = /*#__PURE__*/ new Intl.NumberFormat('en-US');

/** Spec §9: prices in dollars with 2 decimals, e.g. "$1,234.50". */
export function formatDollars(amount: number): string {
  return dollarFormat.format(amount);
}

/** A piece count with thousands separators, e.g. "10,000". */
export function formatQuantity(quantity: number): string {
  return quantityFormat.format(quantity);
}

/** A product's price table: stickers & labels when none is named. */
function priceTableOf(product: PricedProductId = DEFAULT_PRODUCT): PriceTable {
  return priceTables[product];
}

/** The material's factor, 1 for stickers & labels (no material) or an unknown one (validated before). */
function materialFactor(table: PriceTable, material: string | undefined): number {
  return table.materials.find((candidate) => candidate.id === material)?.factor ?? 1;
}

const embossingOf = (table: PriceTable, embossing: Embossing) =>
  table.embossing[embossing] ?? { factor: 1, setupCents: 0 };

/** A length in inches as feet and inches, e.g. 186 -> "15 ft 6 in", 180 -> "15 ft", 8 -> "8 in". */
function formatFeet(inches: number): string {
  const feet = Math.floor(inches / 12);
  const rest = Math.round((inches - feet * 12) * 100) / 100;
  if (feet === 0) return `${rest} in`;
  return rest === 0 ? `${feet} ft` : `${feet} ft ${rest} in`;
}

/**
 * A size as a product states it: inches ("3 x 2 in"), or for products measured in feet (vehicle
 * and window graphics) feet and inches with the inches the quote carries ("15 ft x 5 ft (180 x 60 in)").
 */
export function formatSize(width: number, height: number, unit: 'inches' | 'feet' = 'inches'): string {
  const inches = `${width} x ${height} in`;
  return unit === 'feet' ? `${formatFeet(width)} x ${formatFeet(height)} (${inches})` : inches;
}

/** A predefined size as a shopper reads it: `3" x 2"`, or `Sedan: 17 ft x 5 ft` for products measured in feet. */
function sizeChoiceLabel(size: string, unit: 'inches' | 'feet', name: string | undefined): string {
  const [width = 0, height = 0] = size.split('x').map(Number);
  const figures = unit === 'feet' ? `${formatFeet(width)} x ${formatFeet(height)}` : `${width}" x ${height}"`;
  return name ? `${name}: ${figures}` : figures;
}

type Choice = { value: string; label: string };

/**
 * An option's predefined sizes and materials as choices (value: "<w>x<h>" inches or the
 * material id), for the wizard and the product pages alike; none for an unknown option.
 */
export function optionChoices(productId: string, optionId: string): { sizes: Choice[]; materials: Choice[] } {
  const found = findQuoteOption(productId, optionId);
  if (!found) return { sizes: [], materials: [] };
  const { product, option } = found;
  const table = priceTableOf(product.id);
  return {
    sizes: option.sizes.map((size, index) => ({
      value: size,
      label: sizeChoiceLabel(size, product.sizeUnit, option.sizeNames?.[index]),
    })),
    materials: option.materials.map((id) => ({
      value: id,
      label: table.materials.find((material) => material.id === id)?.label ?? id,
    })),
  };
}

/** Marginal cents per piece in each bracket: whole cents, never rising from one bracket to the next. */
function marginalCents(table: PriceTable, input: Omit<PriceInput, 'quantity'>): number[] {
  const area = input.width * input.height;
  const areaCents = table.referenceUnitCents * (area / table.referenceAreaSquareInches) ** table.areaExponent;
  const options =
    table.finish[input.finish] *
    embossingOf(table, input.embossing).factor *
    materialFactor(table, input.material);
  return table.brackets.map(({ factor }) =>
    Math.round(Math.max(table.minimumUnitCents, areaCents * factor) * options),
  );
}

/**
 * Total cents for `quantity` pieces: setup plus each bracket's pieces at its marginal
 * price. Integer arithmetic with non-rising marginals keeps the average (unit) price from
 * ever rising with quantity, exactly, with no rounding step to undo it.
 */
function totalCents(table: PriceTable, marginals: number[], setupCents: number, quantity: number): number {
  let total = setupCents;
  let counted = 0;
  table.brackets.forEach(({ upTo }, index) => {
    if (counted >= quantity) return;
    const pieces = Math.min(quantity, upTo) - counted;
    total += pieces * (marginals[index] ?? 0);
    counted += pieces;
  });
  return total;
}

/** The price matrix and the custom quantity price (spec §3 "Price response"; other products also name themselves and their material). */
export function priceQuote(input: PriceInput): PriceQuote {
  const table = priceTableOf(input.product);
  const marginals = marginalCents(table, input);
  const setup = embossingOf(table, input.embossing).setupCents;
  const dollars = (quantity: number) => totalCents(table, marginals, setup, quantity) / 100;
  return {
    ...(input.product && input.product !== DEFAULT_PRODUCT
      ? { product: input.product, material: input.material }
      : {}),
    width: input.width,
    height: input.height,
    finish: input.finish,
    embossing: input.embossing,
    pricingMatrix: Object.fromEntries(
      table.matrixQuantities.map((quantity) => [String(quantity), dollars(quantity)]),
    ),
    customQuantityPrice: input.quantity === undefined ? null : dollars(input.quantity),
  };
}

/** The total in dollars for one configuration and quantity (what a stored quote must match). */
export function totalPrice(input: PriceInput & { quantity: number }): number {
  const table = priceTableOf(input.product);
  const setup = embossingOf(table, input.embossing).setupCents;
  return totalCents(table, marginalCents(table, input), setup, input.quantity) / 100;
}

/**
 * The catalogue's "Starting at": the lowest price per piece the table lists, which is at its
 * largest matrix quantity, for the given size, material and embossing (none unless named), matte.
 */
export function startingPrice(choice: {
  product: PricedProductId;
  width: number;
  height: number;
  material?: string;
  embossing?: Embossing;
}): { unitPrice: number; quantity: number } {
  const table = priceTableOf(choice.product);
  const quantity = Math.max(...table.matrixQuantities);
  const total = totalPrice({ embossing: 'none', ...choice, finish: 'matte', quantity });
  return { unitPrice: Math.round((total / quantity) * 100) / 100, quantity };
}
