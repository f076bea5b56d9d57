import { taxOn, type TaxRule } from './tax';

/** A promotion applied to an order: its code and the percentage taken off the subtotal. */
export type AppliedPromotion = { code: string; percent: number };

/**
 * The largest subtotal an order may have, in cents ($10 million): below it, subtotal × rate in
 * parts per million stays an exact integer in a double (2^53 ≈ 9 × 10^15).
 */
const MAX_ORDER_CENTS = 1_000_000_000;

/** Every money line of an order, in whole cents, as stored and printed. */
export type OrderTotals = {
  subtotalCents: number;
  discountCents: number;
  taxableCents: number;
  taxCents: number;
  totalCents: number;
  promotion?: AppliedPromotion;
  tax: TaxRule;
};

function assertWhole(value: number, name: string, max: number): void {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new RangeError(`${name} must be a whole number from 0 to ${max}.`);
  }
}

/** What `percent` % off `subtotalCents` takes off, rounded half up to the cent. */
export function discountOn(subtotalCents: number, percent: number): number {
  return Math.floor((subtotalCents * percent + 50) / 100);
}

/**
 * The one computation of an order's money, shared by quotes, invoices and payments so they can
 * never disagree: the subtotal (the price table's price, or staff's revised price), less the
 * promotion (subtotal × percent / 100, rounded half up), plus the tax on what is left (rounded
 * half up). Its inputs come from the server's own records, never from the browser.
 */
export function orderTotals(input: {
  subtotalCents: number;
  promotion?: AppliedPromotion;
  tax: TaxRule;
}): OrderTotals {
  const { subtotalCents, promotion, tax } = input;
  assertWhole(subtotalCents, 'subtotalCents', MAX_ORDER_CENTS);
  assertWhole(promotion?.percent ?? 0, 'promotion percent', 100);
  // A rate above 100 % is no sales tax; the console allows at most 20 %.
  assertWhole(tax.ratePpm, 'ratePpm', 1_000_000);
  const discountCents = promotion ? discountOn(subtotalCents, promotion.percent) : 0;
  const taxableCents = subtotalCents - discountCents;
  const taxCents = taxOn(taxableCents, tax.ratePpm);
  return {
    subtotalCents,
    discountCents,
    taxableCents,
    taxCents,
    totalCents: taxableCents + taxCents,
    ...(promotion ? { promotion } : {}),
    tax,
  };
}
