import { FALLBACK_UNIT_PRICE } from '@/lib/constants';
import { pricingTable } from '@/content/pricing';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Spec §9: prices in dollars with 2 decimals. */
export function formatPrice(amount: number): string {
  return dollars.format(amount);
}

/** The per-piece price shown beside a total. */
export function formatUnitPrice(total: number, quantity: number): string {
  return `${formatPrice(total / quantity)} each`;
}

/** The total for a predefined quantity: from the matrix, or 0.50 a piece when it is missing (spec §9). */
export function matrixPrice(pricingMatrix: Record<string, number>, quantity: number): number {
  return pricingMatrix[String(quantity)] ?? Math.round(quantity * FALLBACK_UNIT_PRICE * 100) / 100;
}

/** The shop's predefined quantities plus any other the price service offers, smallest first. */
export function matrixQuantities(pricingMatrix: Record<string, number>): string[] {
  const all = new Set([...pricingTable.matrixQuantities.map(String), ...Object.keys(pricingMatrix)]);
  return [...all].sort((a, b) => Number(a) - Number(b));
}
