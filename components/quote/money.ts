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
