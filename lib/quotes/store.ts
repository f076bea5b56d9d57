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
const NUMBER_ATTEMPTS = 5;
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
  const priceCents = Math.round(
    totalPrice({
      ...input.size,
      finish: input.finishOption,
      embossing: input.embossingOption,
      quantity: input.quantity,
    }) * 100,
  );
  const { size, price, ...fields } = input;
  if (Math.round(price * 100) !== priceCents) {
    // A replay of a quote stored before the price table changed still gets that quote.
    const replayed = await findByKey(idempotencyKey);
    if (replayed) return { quote: toSummary(replayed), created: false };
    throw errors.invalid([{ location: 'price', clientMessage: priceMismatchMessage }]);
  }
  if (input.uploadedFileUrl && !(await artworkStorage().hasFile(input.uploadedFileUrl))) {
    throw errors.invalid([
      { location: 'uploadedFileUrl', clientMessage: quoteChoiceMessages.uploadedFileUrl },
    ]);
  }

  const { db } = await getDatabase();
  // Insert first: a new quote costs no lookup. A conflict is either the same key sent again
  // (answer with that quote) or, very rarely, a quote number already taken (draw another).
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt += 1) {
    const [row] = await db
      .insert(tables.quotes)
      .values({ ...fields, ...size, priceCents, idempotencyKey, userId, number: quoteNumber() })
      .onConflictDoNothing()
      .returning();
    if (row) {
      await sendQuoteMessages(row);
      return { quote: toSummary(row), created: true };
    }
    const winner = await findByKey(idempotencyKey);
    if (winner) return { quote: toSummary(winner), created: false };
  }
  throw new Error(`No free quote number after ${NUMBER_ATTEMPTS} draws.`);
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
