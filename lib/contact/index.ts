import 'server-only';
import { site } from '@/content/site';
import { getDatabase, tables } from '@/lib/db';
import { sendMessage, shopInboxAddress } from '@/lib/messaging';
import type { ContactMessage } from './schema';

export { contactFormMessages, contactSchema } from './schema';
export type { ContactInput, ContactMessage } from './schema';

/** Messages one address may send: enough for a person, too few for a bot. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 } as const;

/**
 * Stores a contact message and forwards it to the shop's inbox. A filled honeypot is
 * answered like a success (so the bot learns nothing) but neither stored nor forwarded.
 */
export async function submitContactMessage(input: ContactMessage): Promise<{ stored: boolean }> {
  if (input.website) return { stored: false };

  const { db } = await getDatabase();
  const [stored] = await db
    .insert(tables.contactMessages)
    .values({ name: input.name, email: input.email, subject: input.subject, message: input.message })
    .returning({ id: tables.contactMessages.id });
  if (!stored) throw new Error('The contact message was not stored.');

  await sendMessage({
    channel: 'email',
    to: shopInboxAddress(site.email),
    subject: `Contact form: ${input.subject}`,
    text: [`From: ${input.name} <${input.email}>`, `Subject: ${input.subject}`, '', input.message].join('\n'),
  });
  return { stored: true };
}
