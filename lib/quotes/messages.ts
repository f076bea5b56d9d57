import 'server-only';
import { shopInboxAddress, type OutgoingMessage } from '@/lib/messaging/server';
import { rateLimiter } from '@/lib/rate-limit/server';
import type { tables } from '@/lib/db/server';
import type { ComposeEmail } from '@/lib/email-texts/server';
import { site } from '@/content/site';
import { artworkLinkUrl } from './artwork-link';
import { describeQuote } from './summary';

/**
 * A public form that e-mails whatever address it is given could be used to flood someone's
 * inbox, so each address gets a limited number of confirmations an hour. The quote is
 * stored and the shop told about it either way.
 */
const confirmationLimit = { limit: 10, windowMs: 60 * 60 * 1000 } as const;

/** Whether this address may get another confirmation e-mail now (counts the attempt). */
export async function mayConfirmTo(email: string): Promise<boolean> {
  const { allowed } = await rateLimiter().hit(
    `quote-confirmation:${email.trim().toLowerCase()}`,
    confirmationLimit,
  );
  return allowed;
}

const ARTWORK_LATER = 'to be sent later';

/**
 * The customer's confirmation (when allowed: `pageLink` is then its link to the quote's page)
 * and the shop's notice of a new quote. Only the shop's notice carries the artwork link
 * (`artworkToken`, given when the quote has artwork): anyone holding the link can download the
 * file, and a customer forwards or shares a confirmation far more readily than the shop
 * forwards its own inbox. The customer already has the file; their e-mail only says it arrived.
 */
export function quoteMessages(
  compose: ComposeEmail,
  row: typeof tables.quotes.$inferSelect,
  { pageLink, artworkToken }: { pageLink?: string; artworkToken?: string },
): OutgoingMessage[] {
  const details = describeQuote(row);
  const shopNotice: OutgoingMessage = {
    channel: 'email',
    to: shopInboxAddress(site.email),
    ...compose('quote-new', {
      number: row.number,
      name: row.contactName,
      email: row.contactEmail,
      phone: row.contactPhone,
      details: details(artworkToken ? artworkLinkUrl(artworkToken) : ARTWORK_LATER),
    }),
  };
  if (!pageLink) return [shopNotice];
  const confirmation: OutgoingMessage = {
    channel: 'email',
    to: row.contactEmail,
    ...compose('quote-received', {
      number: row.number,
      name: row.contactName,
      details: details(row.uploadedFileUrl ? 'received' : ARTWORK_LATER),
      link: pageLink,
    }),
  };
  return [confirmation, shopNotice];
}
