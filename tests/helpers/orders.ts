import { randomUUID } from 'node:crypto';
import { getDatabase, tables } from '@/lib/db';
import type { SessionUser } from '@/lib/auth';

/** A stored quote as the wizard leaves it (received, no proof), from a unique customer. */
export async function storedQuote(overrides: Partial<typeof tables.quotes.$inferInsert> = {}) {
  const { db } = await getDatabase();
  const id = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(tables.quotes)
    .values({
      number: `Q-TEST-${id}`,
      idempotencyKey: `key-${id}`,
      product: 'stickers-labels',
      productOption: 'die-cut',
      embossingOption: 'standard',
      finishOption: 'gloss',
      width: 3,
      height: 2,
      quantity: 250,
      priceCents: 12_345,
      contactName: 'Dana Rivera',
      contactEmail: `dana-${id}@example.com`,
      contactPhone: '949 555 0100',
      uploadOption: 'skip',
      fulfillmentMethod: 'ship',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A signed-in customer; `emailVerified` says whether they confirmed their address. */
export function customer(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    userId: `user-${randomUUID()}`,
    email: `someone-${randomUUID().slice(0, 8)}@example.com`,
    emailVerified: true,
    name: 'Dana Rivera',
    phoneNumber: '+19495550100',
    ...overrides,
  };
}
