import { randomUUID } from 'node:crypto';
import type { tables } from '@/lib/db';

/** A quote as the quote form stores one, with every kind of column a quote has filled in. */
export function quoteValues(overrides: Partial<typeof tables.quotes.$inferInsert> = {}) {
  const tag = randomUUID().slice(0, 8);
  return {
    number: `Q-ROW-${tag.toUpperCase()}`,
    idempotencyKey: randomUUID(),
    idempotencyScope: `email:ana-${tag}@example.com`,
    requestHash: 'a'.repeat(64),
    product: 'stickers-labels',
    productOption: 'die-cut',
    embossingOption: 'standard',
    finishOption: 'gloss',
    cutBorderIn: 0.0625,
    width: 3.3,
    height: 2.1,
    quantity: 250,
    priceCents: 20500,
    discountCents: 2050,
    taxRatePpm: 77500,
    taxCents: 1430,
    totalCents: 19880,
    contactName: "Ana O'Neil-Ruiz",
    contactEmail: `Ana-${tag}@Example.com`,
    contactPhone: '949 555 0100',
    uploadOption: 'upload',
    uploadedFileUrl: `artwork/${tag}.pdf`,
    artworkPreflight: {
      status: 'warning' as const,
      facts: { kind: 'pdf' as const, pageCount: 2, pageWidthIn: 3.5, pageHeightIn: 2.25 },
      messages: ['Your PDF has 2 pages: we print the first.'],
    },
    fulfillmentMethod: 'ship',
    shippingState: 'CA',
    ...overrides,
  } satisfies typeof tables.quotes.$inferInsert;
}
