import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { SessionUser } from '@/lib/auth';
import { config } from '@/lib/config';
import { getDatabase, tables, type Database } from '@/lib/db';
import { listQuotesForCustomer, type QuoteSummary } from '@/lib/quotes';
import { rateLimiter } from '@/lib/rate-limit';
import { orderErrors } from './errors';

/** How long the link in an order e-mail opens its quote; each e-mail carries a fresh one. */
export const QUOTE_ACCESS_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Opening a quote through a link costs a lookup, and every refusal reads the same, but the
 * count keeps anyone from trying tokens at volume; a customer opens a handful of links.
 */
export const QUOTE_ACCESS_LINK_RATE_LIMIT = { limit: 30, windowMs: 10 * 60 * 1000 } as const;

// 128 random bits, base64url: 22 characters.
const TOKEN_BYTES = 16;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The quote page link for an order e-mail: a new random token whose hash only is stored, so a
 * copy of the database cannot be turned into working links. `db` may be the caller's
 * transaction, so the link exists exactly when the e-mail carrying it does.
 */
export async function quotePageLinkFor(
  db: Pick<Database, 'insert'>,
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

export type QuoteRow = typeof tables.quotes.$inferSelect;

/** Who is looking: the signed-in user, the token of an e-mailed link, or both. */
export type QuoteViewer = {
  user?: SessionUser;
  accessToken?: string;
  /** The visitor's address, which token guesses are counted against. */
  address: string;
};

/**
 * The quotes `user` owns, newest first, for the dashboard: those sent signed in, and those
 * sent from their e-mail address once they have confirmed it (as `owns` below).
 */
export function quotesOwnedBy(user: SessionUser): Promise<QuoteSummary[]> {
  return listQuotesForCustomer({ userId: user.userId, ...(user.emailVerified ? { email: user.email } : {}) });
}

/** Whether `user` owns `quote`: sent it signed in, or from their confirmed e-mail address. */
function owns(user: SessionUser | undefined, quote: QuoteRow): boolean {
  if (!user) return false;
  if (quote.userId === user.userId) return true;
  return user.emailVerified && quote.contactEmail.trim().toLowerCase() === user.email.trim().toLowerCase();
}

/**
 * The quote numbered `number` if this viewer may see and answer it. Every refusal (no such
 * quote, someone else's, a link for another quote, an expired or malformed link, too many
 * guesses) is the same `not_found` order error. One query answers every case (the link is matched to this quote and its expiry inside it),
 * so neither the answer nor the work done tells a missing quote from a refused one.
 */
export async function quoteForViewer({
  number,
  ...viewer
}: QuoteViewer & { number: string }): Promise<QuoteRow> {
  const { user, accessToken, address } = viewer;
  if (accessToken !== undefined) {
    const verdict = await rateLimiter().hit(`quote-links:${address}`, QUOTE_ACCESS_LINK_RATE_LIMIT);
    if (!verdict.allowed) throw orderErrors.quoteNotFound();
  }
  // A malformed token is still looked up (it matches nothing), keeping the same work.
  const tokenHash = hashOf(accessToken && TOKEN_PATTERN.test(accessToken) ? accessToken : '');
  const { db } = await getDatabase();
  const [found] = await db
    .select({ quote: tables.quotes, linked: sql<boolean>`${tables.quoteAccessLinks.tokenHash} is not null` })
    .from(tables.quotes)
    .leftJoin(
      tables.quoteAccessLinks,
      and(
        eq(tables.quoteAccessLinks.quoteId, tables.quotes.id),
        eq(tables.quoteAccessLinks.tokenHash, tokenHash),
        gt(tables.quoteAccessLinks.expiresAt, new Date()),
      ),
    )
    .where(eq(tables.quotes.number, number))
    .limit(1);
  const linked = Boolean(accessToken) && found?.linked === true;
  if (!found || !(linked || owns(user, found.quote))) throw orderErrors.quoteNotFound();
  return found.quote;
}
