import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { seedPriceBook } from '@/content/price-book';
import { totalPrice } from '@/lib/pricing';

/**
 * A die-cut sticker quote (3 × 2 in, 250, pick up), sent through the public API as the wizard
 * sends it, by the contact given; answers its number. For specs that need a quote, not the wizard.
 */
export async function quoteThroughApi(
  request: APIRequestContext,
  contact: { name: string; email: string; phone: string },
): Promise<string> {
  const size = { width: 3, height: 2 };
  const quantity = 250;
  const response = await request.post('/api/quote-service/public/v1/quotes', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      product: 'stickers-labels',
      productOption: 'die-cut',
      embossingOption: 'none',
      finishOption: 'matte',
      size,
      quantity,
      price: totalPrice(seedPriceBook, { ...size, finish: 'matte', embossing: 'none', quantity }),
      contactName: contact.name,
      contactEmail: contact.email,
      contactPhone: contact.phone,
      uploadOption: 'skip',
      fulfillmentMethod: 'pickup',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { quoteNumber: string }).quoteNumber;
}
