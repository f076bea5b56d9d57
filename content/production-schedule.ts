/**
 * When an order is ready (issue 14 §2): the shop's working days and clock, and how many
 * business days each product takes to print. Products are keyed by their quote product id
 * (content/quote-products.ts); a product not listed takes `defaultProductionDays`.
 */
export const productionSchedule = {
  timeZone: 'America/Los_Angeles',
  /** Orders sent before this hour (shop time) on a business day start production that day. */
  cutoffHour: 12,
  defaultProductionDays: 5,
  productionDays: {
    'stickers-labels': 4,
    magnets: 5,
    'window-graphics': 5,
    packaging: 6,
    // Large-format printing, laminating and trimming panels for a whole vehicle.
    'vehicle-graphics': 7,
  } as Readonly<Record<string, number>>,
  /** Business days from ready to in the customer's hands; pickup is the ready date itself. */
  fulfillmentDays: { pickup: 0, dropoff: 1, ship: 3 } as Readonly<Record<string, number>>,
} as const;
