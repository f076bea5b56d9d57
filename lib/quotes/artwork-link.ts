import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { config } from '@/lib/config/server';
import { getDatabase, tables } from '@/lib/db/server';
import { DomainError } from '@/lib/errors';
import { artworkDownloadUrl } from './artwork';

/**
 * How long the artwork link in the shop's new-quote e-mail works, from the quote's creation.
 * Long enough for staff to get to a quote; after that they find it in the shop's own records.
 */
export const ARTWORK_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Opening the link costs a lookup and a signature, and a 404 tells a prober nothing, but the
 * count keeps anyone from trying tokens at volume; staff open a handful at a time.
 */
export const ARTWORK_LINK_RATE_LIMIT = { limit: 60, windowMs: 10 * 60 * 1000 } as const;

// 128 random bits, base64url: 22 characters.
const TOKEN_BYTES = 16;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new unguessable link token, and the hash the quote keeps in its place. */
export function newArtworkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashOf(token) };
}

/** The stable link for the shop's e-mail; it answers with a fresh short-lived download link. */
export function artworkLinkUrl(token: string): string {
  return `${config().siteUrl}/api/quotes/artwork/${token}`;
}

/**
 * A fresh short-lived download URL for the artwork the token's link names. A malformed,
 * unknown or expired token gets the same 404, so probing learns nothing.
 */
export async function resolveArtworkLink(token: string): Promise<string> {
  const notFound = () => new DomainError('not_found', 'This artwork link does not exist or has expired.');
  if (!TOKEN_PATTERN.test(token)) throw notFound();
  const { db } = await getDatabase();
  const [quote] = await db
    .select({ uploadedFileUrl: tables.quotes.uploadedFileUrl })
    .from(tables.quotes)
    .where(
      and(
        eq(tables.quotes.artworkTokenHash, hashOf(token)),
        gt(tables.quotes.createdAt, new Date(Date.now() - ARTWORK_LINK_LIFETIME_MS)),
      ),
    )
    .limit(1);
  const url = quote && (await artworkDownloadUrl(quote));
  if (!url) throw notFound();
  return url;
}
