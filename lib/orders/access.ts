import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { config } from '@/lib/config';
import { tables, type Database } from '@/lib/db';

/** How long the link in a customer's e-mail opens their quote. */
const QUOTE_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A link that opens this one quote's page without an account, for the customer's e-mails.
 * Only the SHA-256 of the random 128-bit token is stored (`db` may be the caller's
 * transaction, so the link exists exactly when the e-mail carrying it does).
 */
export async function quotePageLinkFor(
  db: Pick<Database, 'insert'>,
  quote: { id: string; number: string },
): Promise<string> {
  const token = randomBytes(16).toString('base64url');
  await db.insert(tables.quoteAccessLinks).values({
    tokenHash: createHash('sha256').update(token).digest('hex'),
    quoteId: quote.id,
    expiresAt: new Date(Date.now() + QUOTE_LINK_LIFETIME_MS),
  });
  return `${config().siteUrl}/quotes/${encodeURIComponent(quote.number)}?access=${token}`;
}
