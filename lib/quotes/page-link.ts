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
 * New quote page links for quote e-mails, one per quote: each a new random token whose hash
 * only is stored (`rows`, for `tables.quoteAccessLinks`), so a copy of the database cannot be
 * turned into working links. The caller stores the rows with the e-mails carrying the links, so
 * a link exists exactly when its e-mail does.
 */
export function newQuotePageLinks(quotes: { id: string; number: string }[]): {
  rows: (typeof tables.quoteAccessLinks.$inferInsert)[];
  links: string[];
} {
  const expiresAt = new Date(Date.now() + QUOTE_ACCESS_LINK_LIFETIME_MS);
  const tokens = quotes.map(() => randomBytes(TOKEN_BYTES).toString('base64url'));
  return {
    rows: quotes.map((quote, index) => ({ tokenHash: hashOf(tokens[index]!), quoteId: quote.id, expiresAt })),
    links: quotes.map(
      (quote, index) =>
        `${config().siteUrl}/quotes/${encodeURIComponent(quote.number)}?access=${tokens[index]}`,
    ),
  };
}

/**
 * The quote page link for one quote e-mail (see newQuotePageLinks), stored through `db`: the
 * caller's transaction, which records the e-mail too.
 */
export async function quotePageLinkFor(
  db: InsertWriter,
  quote: { id: string; number: string },
): Promise<string> {
  const { rows, links } = newQuotePageLinks([quote]);
  await insertLinks(db, rows);
  return links[0]!;
}
