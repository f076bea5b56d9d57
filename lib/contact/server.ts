import 'server-only';
import { site } from '@/content/site';
import { desc, eq, isNull, and } from 'drizzle-orm';
import { getDatabase, tables } from '@/lib/db/server';
import { emailComposer } from '@/lib/email-texts/server';
import { deliverMessages, recordMessages, shopInboxAddress } from '@/lib/messaging/server';
import type { ContactMessage } from './schema';

export { contactFormMessages, contactSchema } from './schema';
export type { ContactMessage } from './schema';

/** Messages one address may send: enough for a person, too few for a bot. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 } as const;

/**
 * Stores a contact message and, in the same transaction, its e-mail to the shop's inbox; the
 * e-mail is sent once that has committed (and retried by the outbox if it fails). A filled
 * honeypot is answered like a success (so the bot learns nothing) but neither stored nor
 * forwarded.
 */
export async function submitContactMessage(input: ContactMessage): Promise<{ stored: boolean }> {
  if (input.website) return { stored: false };

  const compose = await emailComposer();
  const { db } = await getDatabase();
  const entries = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(tables.contactMessages)
      .values({ name: input.name, email: input.email, subject: input.subject, message: input.message })
      .returning({ id: tables.contactMessages.id });
    if (!stored) throw new Error('The contact message was not stored.');
    return recordMessages(tx, [
      {
        channel: 'email',
        to: shopInboxAddress(site.email),
        // Words from content/email-texts.ts; the filled subject is one line whatever the visitor typed.
        ...compose('contact-message', {
          name: input.name,
          email: input.email,
          subject: input.subject,
          message: input.message,
        }),
      },
    ]);
  });
  await deliverMessages(entries);
  return { stored: true };
}

export type StoredContactMessage = typeof tables.contactMessages.$inferSelect;

/** Contact messages for the console, newest first: open ones only, or all. */
export async function listContactMessages(
  options: { open?: boolean; limit?: number } = {},
): Promise<StoredContactMessage[]> {
  const { db } = await getDatabase();
  return db
    .select()
    .from(tables.contactMessages)
    .where(options.open ? isNull(tables.contactMessages.handledAt) : undefined)
    .orderBy(desc(tables.contactMessages.createdAt))
    .limit(options.limit ?? 100);
}

/** Marks a message handled by a staff member; false when there is no such open message. */
export async function markContactMessageHandled(id: string, handledBy: string): Promise<boolean> {
  const { db } = await getDatabase();
  const handled = await db
    .update(tables.contactMessages)
    .set({ handledAt: new Date(), handledBy })
    .where(and(eq(tables.contactMessages.id, id), isNull(tables.contactMessages.handledAt)))
    .returning({ id: tables.contactMessages.id });
  return handled.length > 0;
}
