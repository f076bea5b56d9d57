import 'server-only';
import { randomInt } from 'node:crypto';
import { desc, eq, or, sql } from 'drizzle-orm';
import { getDatabase, tables } from '@/lib/db';
import { errors } from '@/lib/http/errors';
import { totalPrice } from '@/lib/pricing';
import { artworkStorage } from '@/lib/storage';
import { quoteChoiceMessages, type QuoteRequest } from './schema';
import { sendQuoteMessages } from './messages';
import { toSummary, type QuoteSummary } from './summary';

export type StoredQuote = typeof tables.quotes.$inferSelect;
export const priceMismatchMessage =
  'The price has changed. Please review the new price and submit the quote again.';

// Crockford's alphabet: no I, L, O or U, so a number read over the phone is not misheard.
const NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A quote number a customer can read out: Q-YYMMDD-XXXXX. */
function quoteNumber(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '');
  const suffix = Array.from({ length: 5 }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]).join('');
  return `Q-${date}-${suffix}`;
}

async function findByKey(idempotencyKey: string): Promise<StoredQuote | undefined> {
  const { db } = await getDatabase();
  const [row] = await db
    .select()
    .from(tables.quotes)
    .where(eq(tables.quotes.idempotencyKey, idempotencyKey))
    .limit(1);
  return row;
}

/**
 * Stores a validated quote once per idempotency key. The price is recomputed here, and a
 * file is accepted only if it was really uploaded. A replay returns the first quote.
 */
export async function createQuote(
  input: QuoteRequest,
  { idempotencyKey, userId }: { idempotencyKey: string; userId?: string },
): Promise<{ quote: QuoteSummary; created: boolean }> {
  const existing = await findByKey(idempotencyKey);
  if (existing) return { quote: toSummary(existing), created: false };

  const priceCents = Math.round(
    totalPrice({
      ...input.size,
      finish: input.finishOption,
      embossing: input.embossingOption,
      quantity: input.quantity,
    }) * 100,
  );
  const { size, price, ...fields } = input;
  if (Math.round(price * 100) !== priceCents)
    throw errors.invalid([{ location: 'price', clientMessage: priceMismatchMessage }]);
  if (input.uploadedFileUrl && !(await artworkStorage().hasFile(input.uploadedFileUrl))) {
    throw errors.invalid([
      { location: 'uploadedFileUrl', clientMessage: quoteChoiceMessages.uploadedFileUrl },
    ]);
  }

  const { db } = await getDatabase();
  const [row] = await db
    .insert(tables.quotes)
    .values({ ...fields, ...size, priceCents, idempotencyKey, userId, number: quoteNumber() })
    .onConflictDoNothing({ target: tables.quotes.idempotencyKey })
    .returning();
  if (!row) {
    // Another request with the same key won the race; answer with its quote.
    const winner = await findByKey(idempotencyKey);
    if (!winner) throw new Error('A quote insert conflicted but no quote holds its key.');
    return { quote: toSummary(winner), created: false };
  }
  await sendQuoteMessages(row);
  return { quote: toSummary(row), created: true };
}

/** The customer's quotes (by account or by contact e-mail, any case), newest first. */
export async function listQuotesForCustomer(customer: {
  userId?: string;
  email: string;
}): Promise<QuoteSummary[]> {
  const { db } = await getDatabase();
  const byEmail = eq(sql`lower(${tables.quotes.contactEmail})`, customer.email.trim().toLowerCase());
  const rows = await db
    .select()
    .from(tables.quotes)
    .where(customer.userId ? or(eq(tables.quotes.userId, customer.userId), byEmail) : byEmail)
    .orderBy(desc(tables.quotes.createdAt));
  return rows.map(toSummary);
}
