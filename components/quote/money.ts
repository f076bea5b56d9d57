import { FALLBACK_UNIT_PRICE } from '@/lib/constants';
import { formatDollars } from '@/lib/pricing';

/** The per-piece price shown beside a total. */
export function formatUnitPrice(total: number, quantity: number): string {
  return `${formatDollars(total / quantity)} each`;
}

/** The total for a predefined quantity: from the matrix, or 0.50 a piece when it is missing (spec §9). */
export function matrixPrice(pricingMatrix: Record<string, number>, quantity: number): number {
  return pricingMatrix[String(quantity)] ?? Math.round(quantity * FALLBACK_UNIT_PRICE * 100) / 100;
}

/** The product's predefined quantities plus any other the price service offers, smallest first. */
export function matrixQuantities(pricingMatrix: Record<string, number>, listed: readonly number[]): string[] {
  const all = new Set([...listed.map(String), ...Object.keys(pricingMatrix)]);
  return [...all].sort((a, b) => Number(a) - Number(b));
}
