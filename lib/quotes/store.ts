import 'server-only';
import { randomInt } from 'node:crypto';
import { desc, eq, or, sql } from 'drizzle-orm';
import { getDatabase, groupCommit, tables } from '@/lib/db';
import { describeError } from '@/lib/log';
import { deliverMessages, recordMessages } from '@/lib/messaging';
import { errors } from '@/lib/http/errors';
import { totalPrice } from '@/lib/pricing';
import { acceptArtwork } from './artwork';
import { quoteChoiceMessages, type QuoteRequest } from './schema';
import { mayConfirmTo, quoteMessages } from './messages';
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

type NewQuote = typeof tables.quotes.$inferInsert & { idempotencyKey: string; number: string };

/**
 * Inserts quotes, with their e-mails in the outbox, in one transaction: a quote is never
 * stored without its messages, nor messages without their quote. A quote whose idempotency
 * key or number is already taken is skipped and answered `undefined`.
 */
const insertQuotes = groupCommit(
  async (quotes: { values: NewQuote; confirm: boolean }[]): Promise<(StoredQuote | undefined)[]> => {
    const { db } = await getDatabase();
    const { stored, entries } = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(tables.quotes)
        .values(quotes.map(({ values }) => values))
        .onConflictDoNothing()
        .returning();
      // Key and number together name the request a row came from, even when a double click
      // put two requests with one key into the same group.
      const unclaimed = new Map(rows.map((row) => [`${row.idempotencyKey} ${row.number}`, row]));
      const stored = quotes.map(({ values }) => {
        const claim = `${values.idempotencyKey} ${values.number}`;
        const row = unclaimed.get(claim);
        unclaimed.delete(claim);
        return row;
      });
      const messages = stored.flatMap((row, index) => (row ? quoteMessages(row, quotes[index]!) : []));
      return { stored, entries: await recordMessages(tx, messages) };
    });
    // Sent once committed, holding up neither the answers nor the next group: a slow mail
    // server must not stall quote submission. A failed delivery is recorded in the outbox, and
    // one never attempted (the database was unreachable) is sent by the outbox's periodic job.
    deliverMessages(entries).catch((error: unknown) =>
      console.error(`[quotes] delivering quote e-mails failed: ${describeError(error)}`),
    );
    return stored;
  },
  { maxItems: 50 },
);

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
  // The stored reference is the store's own (S3: the copy under artwork/), not the upload URL.
  const artwork = input.uploadedFileUrl ? await acceptArtwork(input.uploadedFileUrl) : undefined;
  if (input.uploadedFileUrl && !artwork) {
    throw errors.invalid([
      { location: 'uploadedFileUrl', clientMessage: quoteChoiceMessages.uploadedFileUrl },
    ]);
  }

  const confirm = await mayConfirmTo(input.contactEmail);
  // Insert first: a new quote costs no lookup. A skipped insert is either the same key sent
  // again (answer with that quote) or, very rarely, a quote number already taken (draw another).
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt += 1) {
    const values = {
      ...fields,
      ...size,
      uploadedFileUrl: artwork,
      priceCents,
      idempotencyKey,
      userId,
      number: quoteNumber(),
    };
    const row = await insertQuotes({ values, confirm });
    if (row) return { quote: toSummary(row), created: true };
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
