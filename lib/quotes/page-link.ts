import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { config } from '@/lib/config/server';
import { tables, type Database, type Transaction } from '@/lib/db/server';

/** How long the link in a quote e-mail opens its quote; each e-mail carries a fresh one. */
export const QUOTE_ACCESS_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

// 128 random bits, base64url: 22 characters.
const TOKEN_BYTES = 16;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The stored hash to look a link's token up by. A malformed token is hashed as an empty one,
 * which matches nothing, so looking it up costs the same work as a real one.
 */
export function quoteAccessTokenHash(token: string | undefined): string {
  return hashOf(token && TOKEN_PATTERN.test(token) ? token : '');
}

/**
 * A new quote page link for one quote e-mail: a new random token whose hash only is stored, so a
 * copy of the database cannot be turned into working links. Stored through `db`, the caller's
 * transaction, which records the e-mail too: a link exists exactly when its e-mail does.
 */
export async function quotePageLinkFor(
  db: Database | Transaction,
  quote: { id: string; number: string },
): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db.insert(tables.quoteAccessLinks).values({
    tokenHash: hashOf(token),
    quoteId: quote.id,
    expiresAt: new Date(Date.now() + QUOTE_ACCESS_LINK_LIFETIME_MS),
  });
  return `${config().siteUrl}/quotes/${encodeURIComponent(quote.number)}?access=${token}`;
}
