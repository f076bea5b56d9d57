import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { isStaff, type SessionUser } from '@/lib/auth/server';
import { companyDeciders, membershipOf, roleIn } from '@/lib/companies/server';
import { approversNote, DECIDING_ROLES } from '@/lib/companies';
import { getDatabase, tables } from '@/lib/db/server';
import { DomainError } from '@/lib/errors';
import {
  listQuotesForCompany,
  listQuotesForCustomer,
  quoteAccessTokenHash,
  type QuoteSummary,
} from '@/lib/quotes/server';
import { rateLimiter } from '@/lib/rate-limit/server';
import { orderErrors } from './errors';

/**
 * Opening a quote through a link costs a lookup, and every refusal reads the same, but the
 * count keeps anyone from trying tokens at volume. Only refused links stay counted: a
 * customer may open a good link as often as they like.
 */
export const QUOTE_ACCESS_LINK_RATE_LIMIT = { limit: 30, windowMs: 10 * 60 * 1000 } as const;

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

/** The quotes of the company `user` belongs to, each with who sent it, newest first; none outside a company. */
export async function companyQuotesFor(
  user: SessionUser,
): Promise<{ company: string; quotes: (QuoteSummary & { sentBy: string })[] } | undefined> {
  const membership = await membershipOf(user.userId);
  if (!membership) return undefined;
  return { company: membership.companyName, quotes: await listQuotesForCompany(membership.companyId) };
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
 * guesses) is the same `not_found` order error. One query answers every case (the link is
 * matched to this quote and its expiry inside it, the viewer to the quote's company), so neither
 * the answer nor the work done tells a missing quote from a refused one.
 */
export async function quoteForViewer({
  number,
  ...viewer
}: QuoteViewer & { number: string }): Promise<QuoteRow> {
  const { user, accessToken, address } = viewer;
  const limitKey = `quote-links:${address}`;
  if (accessToken !== undefined) {
    // Counted before the lookup, refunded after a good one: parallel guesses cannot all pass
    // a count that has not been taken yet.
    const verdict = await rateLimiter().hit(limitKey, QUOTE_ACCESS_LINK_RATE_LIMIT);
    if (!verdict.allowed) throw orderErrors.quoteNotFound();
  }
  const tokenHash = quoteAccessTokenHash(accessToken);
  const { db } = await getDatabase();
  const [found] = await db
    .select({
      quote: tables.quotes,
      linked: sql<boolean>`${tables.quoteAccessLinks.tokenHash} is not null`,
      member: sql<boolean>`${tables.companyMembers.userId} is not null`,
    })
    .from(tables.quotes)
    .leftJoin(
      tables.quoteAccessLinks,
      and(
        eq(tables.quoteAccessLinks.quoteId, tables.quotes.id),
        eq(tables.quoteAccessLinks.tokenHash, tokenHash),
        gt(tables.quoteAccessLinks.expiresAt, new Date()),
      ),
    )
    // A member of the quote's company sees it too: matched in the same query, so a refused
    // company quote costs what a missing one does.
    .leftJoin(
      tables.companyMembers,
      and(
        eq(tables.companyMembers.companyId, tables.quotes.companyId),
        eq(tables.companyMembers.userId, user?.userId ?? ''),
      ),
    )
    .where(eq(tables.quotes.number, number))
    .limit(1);
  const linked = Boolean(accessToken) && found?.linked === true;
  if (linked) await rateLimiter().refund(limitKey, QUOTE_ACCESS_LINK_RATE_LIMIT);
  const member = Boolean(user) && found?.member === true;
  if (!found || !(linked || member || owns(user, found.quote))) throw orderErrors.quoteNotFound();
  return found.quote;
}

/**
 * Why this viewer may see `quote` but not answer its proof, pay or cancel it, in the words the
 * page shows: a company's quote is decided by a signed-in owner or approver of that company.
 * None when they may.
 */
export async function decisionRefusal(
  quote: QuoteRow,
  user: SessionUser | undefined,
): Promise<string | undefined> {
  if (!quote.companyId) return undefined;
  const role = user ? await roleIn(quote.companyId, user.userId) : undefined;
  if (role && DECIDING_ROLES.includes(role)) return undefined;
  const { company, deciders } = await companyDeciders(quote.companyId);
  return approversNote(company, deciders);
}

/**
 * The quote numbered `number` if this viewer may decide on it (answer the proof, pay, cancel):
 * refused as `quoteForViewer` refuses, and a company's quote to anyone but its owners and
 * approvers with a `forbidden` error saying who decides.
 */
export async function quoteForDecision({
  number,
  ...viewer
}: QuoteViewer & { number: string }): Promise<QuoteRow> {
  const quote = await quoteForViewer({ number, ...viewer });
  const refusal = await decisionRefusal(quote, viewer.user);
  if (refusal) throw new DomainError('forbidden', refusal);
  return quote;
}

/**
 * The quote numbered `number` for staff, or for a viewer `quoteForViewer` lets in: what a
 * quote's files (documents, proof pictures) are served to. Every refusal is not_found.
 */
export async function quoteForViewerOrStaff({
  number,
  ...viewer
}: QuoteViewer & { number: string }): Promise<QuoteRow> {
  if (await isStaff(viewer.user)) {
    const { db } = await getDatabase();
    const [quote] = await db.select().from(tables.quotes).where(eq(tables.quotes.number, number)).limit(1);
    if (!quote) throw orderErrors.quoteNotFound();
    return quote;
  }
  return quoteForViewer({ number, ...viewer });
}
