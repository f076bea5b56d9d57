import { seedPriceBook } from '@/content/price-book';
import { randomUUID } from 'node:crypto';
import { lineIdFor, totalPrice } from '@/lib/pricing';
import type { QuoteProductId } from '@/content/quote-products';

/**
 * The calling test file's data directory (uploads, signing keys, an embedded database): the
 * temporary folder tests/setup.ts made for it, removed after its tests.
 */
export function testDataDir(): string {
  return process.env.DATA_DIR!;
}

/** A complete, correctly priced pickup quote without a file, from a unique customer. */
export function quoteBody(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> & { price: number; contactEmail: string } {
  const base = {
    product: 'stickers-labels',
    productOption: 'die-cut',
    embossingOption: 'standard',
    finishOption: 'gloss',
    size: { width: 3, height: 2 },
    quantity: 250,
    contactName: 'Dana Rivera',
    contactEmail: `dana-${randomUUID().slice(0, 8)}@example.com`,
    contactPhone: '949 555 0100',
    uploadOption: 'skip',
    fulfillmentMethod: 'pickup',
    ...overrides,
  } as Record<string, unknown> & {
    size: { width: number; height: number };
    quantity: number;
    contactEmail: string;
  };
  const choice = {
    product: base.product as QuoteProductId,
    option: base.productOption as string,
    material: base.material as string | undefined,
    embossing: base.embossingOption as 'none' | 'standard' | 'hd',
  };
  // A choice the catalogue does not offer has no price (the server refuses it before pricing).
  const price = lineIdFor(seedPriceBook, choice)
    ? totalPrice(seedPriceBook, {
        ...choice,
        ...base.size,
        finish: base.finishOption as 'matte' | 'gloss',
        quantity: base.quantity,
      })
    : 0;
  return { price, ...base };
}

export const pdfBytes = (size = 1024) => {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write('%PDF-1.4\n');
  return buffer;
};
