import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { config } from '@/lib/config';
import { reusableInsert, tables, type InsertWriter } from '@/lib/db';

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

const insertLinks = reusableInsert(tables.quoteAccessLinks);

/**
 * The quote page links for quote e-mails, one per quote: each a new random token whose hash
 * only is stored, so a copy of the database cannot be turned into working links. `db` may be
 * the caller's transaction, so a link exists exactly when the e-mail carrying it does.
 */
export async function quotePageLinksFor(
  db: InsertWriter,
  quotes: { id: string; number: string }[],
): Promise<string[]> {
  if (quotes.length === 0) return [];
  const expiresAt = new Date(Date.now() + QUOTE_ACCESS_LINK_LIFETIME_MS);
  const tokens = quotes.map(() => randomBytes(TOKEN_BYTES).toString('base64url'));
  await insertLinks(
    db,
    quotes.map((quote, index) => ({ tokenHash: hashOf(tokens[index]!), quoteId: quote.id, expiresAt })),
  );
  return quotes.map(
    (quote, index) =>
      `${config().siteUrl}/quotes/${encodeURIComponent(quote.number)}?access=${tokens[index]}`,
  );
}

/** The quote page link for one quote e-mail (see quotePageLinksFor). */
export async function quotePageLinkFor(
  db: InsertWriter,
  quote: { id: string; number: string },
): Promise<string> {
  const [link] = await quotePageLinksFor(db, [quote]);
  return link!;
}
