import 'server-only';
import { and, isNotNull, sql } from 'drizzle-orm';
import { getDatabase, tables } from '@/lib/db/server';
import { builtInAccountByEmail } from '@/lib/identity/server';

/**
 * Whose account a quote belongs to, for the console: the sender's own (sent signed in), an
 * account its e-mail has although it was sent as a guest, or none.
 */
export type QuoteAccount =
  { kind: 'sender' } | { kind: 'same-email'; name?: string; since?: Date } | { kind: 'guest' };

/**
 * The account behind a quote's e-mail: the built-in identity's confirmed account, or (with
 * Cognito, whose pool is not read from here) any quote from that e-mail sent signed in.
 */
export async function quoteAccount(quote: {
  userId: string | null;
  contactEmail: string;
}): Promise<QuoteAccount> {
  if (quote.userId) return { kind: 'sender' };
  const account = await builtInAccountByEmail(quote.contactEmail);
  if (account) return { kind: 'same-email', name: account.name, since: account.since };
  const { db } = await getDatabase();
  const quotes = tables.quotes;
  const [signedIn] = await db
    .select({ userId: quotes.userId })
    .from(quotes)
    .where(
      and(
        sql`lower(${quotes.contactEmail}) = ${quote.contactEmail.trim().toLowerCase()}`,
        isNotNull(quotes.userId),
      ),
    )
    .limit(1);
  return signedIn ? { kind: 'same-email' } : { kind: 'guest' };
}
