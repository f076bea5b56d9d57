import { pricingTable } from '@/content/pricing';

export type Finish = keyof typeof pricingTable.finish;
export type Embossing = keyof typeof pricingTable.embossing;

export type PriceInput = {
  width: number;
  height: number;
  finish: Finish;
  embossing: Embossing;
  quantity?: number;
};

export type PriceQuote = {
  width: number;
  height: number;
  finish: Finish;
  embossing: Embossing;
  /** Total price in dollars (whole cents) for each matrix quantity. */
  pricingMatrix: Record<string, number>;
  /** Total price in dollars for `quantity`, null when none was asked for. */
  customQuantityPrice: number | null;
};

export const finishes = Object.keys(pricingTable.finish) as Finish[];
export const embossings = Object.keys(pricingTable.embossing) as Embossing[];
export const sizeBounds = pricingTable.sizeInches;
export const matrixQuantities: readonly number[] = pricingTable.matrixQuantities;

// Built once: constructing an Intl formatter costs far more than formatting with it.
const dollarFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const quantityFormat = new Intl.NumberFormat('en-US');

/** Spec §9: prices in dollars with 2 decimals, e.g. "$1,234.50". */
export function formatDollars(amount: number): string {
  return dollarFormat.format(amount);
}

/** A piece count with thousands separators, e.g. "10,000". */
export function formatQuantity(quantity: number): string {
  return quantityFormat.format(quantity);
}

/** Marginal cents per piece in each bracket: whole cents, never rising from one bracket to the next. */
function marginalCents(input: Omit<PriceInput, 'quantity'>): number[] {
  const area = input.width * input.height;
  const areaCents =
    pricingTable.referenceUnitCents *
    (area / pricingTable.referenceAreaSquareInches) ** pricingTable.areaExponent;
  const options = pricingTable.finish[input.finish] * pricingTable.embossing[input.embossing].factor;
  return pricingTable.brackets.map(({ factor }) =>
    Math.round(Math.max(pricingTable.minimumUnitCents, areaCents * factor) * options),
  );
}

/**
 * Total cents for `quantity` pieces: setup plus each bracket's pieces at its marginal
 * price. Integer arithmetic with non-rising marginals keeps the average (unit) price from
 * ever rising with quantity, exactly, with no rounding step to undo it.
 */
function totalCents(marginals: number[], setupCents: number, quantity: number): number {
  let total = setupCents;
  let counted = 0;
  pricingTable.brackets.forEach(({ upTo }, index) => {
    if (counted >= quantity) return;
    const pieces = Math.min(quantity, upTo) - counted;
    total += pieces * (marginals[index] ?? 0);
    counted += pieces;
  });
  return total;
}

/** The price matrix and the custom quantity price (spec §3 "Price response"). */
export function priceQuote(input: PriceInput): PriceQuote {
  const marginals = marginalCents(input);
  const setup = pricingTable.embossing[input.embossing].setupCents;
  const dollars = (quantity: number) => totalCents(marginals, setup, quantity) / 100;
  return {
    width: input.width,
    height: input.height,
    finish: input.finish,
    embossing: input.embossing,
    pricingMatrix: Object.fromEntries(
      pricingTable.matrixQuantities.map((quantity) => [String(quantity), dollars(quantity)]),
    ),
    customQuantityPrice: input.quantity === undefined ? null : dollars(input.quantity),
  };
}

/** The total in dollars for one configuration and quantity (what a stored quote must match). */
export function totalPrice(input: PriceInput & { quantity: number }): number {
  return (
    totalCents(marginalCents(input), pricingTable.embossing[input.embossing].setupCents, input.quantity) / 100
  );
}
