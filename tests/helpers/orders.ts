import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { PUT } from '@/app/api/uploads/[key]/route';
import { getDatabase, tables } from '@/lib/db/server';
import type { SessionUser } from '@/lib/auth/server';
import type { ProofUpload } from '@/lib/orders/server';
import { recordPayment } from '@/lib/payments/server';
import type { OrderStage } from '@/lib/orders/stages';
import { artworkStorage } from '@/lib/storage/server';
import { pdfBytes } from './quotes';

type QuoteRow = typeof tables.quotes.$inferSelect;

/** A submitted quote stored as the wizard would store it, at `status`, from a unique customer. */
export async function storedQuote(
  overrides: Partial<typeof tables.quotes.$inferInsert> = {},
): Promise<QuoteRow> {
  const { db } = await getDatabase();
  const tag = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(tables.quotes)
    .values({
      number: `Q-TEST-${tag.toUpperCase()}`,
      idempotencyKey: randomUUID(),
      idempotencyScope: `email:dana-${tag}@example.com`,
      product: 'stickers-labels',
      productOption: 'die-cut',
      embossingOption: 'standard',
      finishOption: 'gloss',
      width: 3,
      height: 2,
      quantity: 250,
      priceCents: 12345,
      contactName: 'Dana Rivera',
      contactEmail: `dana-${tag}@example.com`,
      contactPhone: '949 555 0100',
      uploadOption: 'skip',
      fulfillmentMethod: 'ship',
      ...overrides,
      // Untaxed unless a test says otherwise: the price less any discount.
      totalCents: overrides.totalCents ?? (overrides.priceCents ?? 12345) - (overrides.discountCents ?? 0),
    })
    .returning();
  return row!;
}

/**
 * A quote's money as the server stores it: $200.00 list, SPRING10 takes $20.00 off, California's
 * 7.75 % on the $180.00 left is $13.95 (1395 cents exactly): $193.95 in all.
 */
export const promotedTaxedMoney = {
  priceCents: 20_000,
  promotionCode: 'SPRING10',
  promotionPercent: 10,
  discountCents: 2_000,
  taxState: 'CA',
  taxRatePpm: 77_500,
  taxCents: 1_395,
  totalCents: 19_395,
};

export async function quoteStage(quoteId: string): Promise<OrderStage> {
  const { db } = await getDatabase();
  const rows = await db.select().from(tables.quotes);
  return rows.find((row) => row.id === quoteId)!.status;
}

/** When the quote was first paid in full (the reports' conversion counts it), or null. */
export async function paidInFullAt(quoteId: string): Promise<Date | null> {
  const { db } = await getDatabase();
  const [row] = await db
    .select({ paidAt: tables.quotes.paidAt })
    .from(tables.quotes)
    .where(eq(tables.quotes.id, quoteId));
  return row!.paidAt;
}

/** Staff record the whole order total as paid by bank transfer, so production may start. */
export async function payInFull(quote: { id: string; totalCents: number }): Promise<void> {
  await recordPayment({
    quoteId: quote.id,
    method: 'bank_transfer',
    amount: (quote.totalCents / 100).toFixed(2),
    reference: 'TEST-TRANSFER',
    recordedBy: 'Sam Staff',
  });
}

/** A file uploaded through the store's presigned URL, as the console's proof form does. */
export async function uploadedFile(
  fileName = 'proof.pdf',
  fileType = 'application/pdf',
  bytes: Buffer = pdfBytes(),
): Promise<ProofUpload> {
  const { uploadURL } = await artworkStorage().presignUpload({ fileName, fileType, fileSize: bytes.length });
  const url = new URL(uploadURL);
  const key = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  const response = await PUT(
    new Request(url, {
      method: 'PUT',
      headers: { 'content-type': fileType, origin: url.origin, host: url.host },
      body: new Uint8Array(bytes),
    }),
    { params: Promise.resolve({ key }) },
  );
  if (response.status >= 300) throw new Error(`The test upload failed with ${response.status}.`);
  return { fileUrl: `${url.origin}${url.pathname}`, fileName, fileType };
}

/** The outbox rows for one recipient, oldest first. */
export async function mailTo(recipient: string) {
  const { db } = await getDatabase();
  const rows = await db.select().from(tables.outbox);
  return rows
    .filter((row) => row.recipient === recipient)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** A signed-in customer; `emailVerified` says whether they confirmed their address. */
export function customer(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    userId: `user-${randomUUID()}`,
    email: `someone-${randomUUID().slice(0, 8)}@example.com`,
    emailVerified: true,
    name: 'Dana Rivera',
    phoneNumber: '+19495550100',
    groups: [],
    ...overrides,
  };
}
