import 'server-only';
import { sendMessage, shopInboxAddress } from '@/lib/messaging';
import type { tables } from '@/lib/db';
import { site } from '@/content/site';
import { describeQuote } from './summary';

/** The customer's confirmation and the shop's notice of a new quote. */
export async function sendQuoteMessages(row: typeof tables.quotes.$inferSelect): Promise<void> {
  const details = describeQuote(row).join('\n');
  await sendMessage({
    channel: 'email',
    to: row.contactEmail,
    subject: `We received your quote ${row.number}`,
    text: `Hi ${row.contactName},\n\nThank you for your quote request. We will review it and get back to you within one business day.\n\n${details}\n\nQuestions? Call ${site.phone.display} or reply to ${site.email}.\n\n${site.name}`,
  });
  await sendMessage({
    channel: 'email',
    to: shopInboxAddress(site.email),
    subject: `New quote ${row.number} from ${row.contactName}`,
    text: `${details}\n\nContact: ${row.contactName}, ${row.contactEmail}, ${row.contactPhone}`,
  });
}
