import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { config } from '@/lib/config';
import { getDatabase, tables } from '@/lib/db';
import { smtpTransport } from './smtp';

export type OutgoingMessage =
  | { channel: 'email'; to: string; subject: string; text: string }
  | { channel: 'sms'; to: string; text: string };

export type OutboxEntry = typeof tables.outbox.$inferSelect;

/** Delivers e-mail through SMTP; without one (and for SMS) the outbox and the log are the delivery. */
export type Transport = {
  name: 'smtp';
  deliver: (message: OutgoingMessage & { channel: 'email' }) => Promise<void>;
};

function emailTransport(): Transport | undefined {
  const { smtpUrl, from } = config().messaging;
  return smtpUrl ? smtpTransport(smtpUrl, from ?? 'no-reply@localhost') : undefined;
}

/**
 * Sends an e-mail or SMS. Every message is recorded in the outbox and logged; e-mail also
 * goes out by SMTP when configured. A delivery failure is recorded, not thrown: the
 * caller's own work (a stored quote, a sign-up) must not be lost because mail is down.
 */
export async function sendMessage(message: OutgoingMessage): Promise<OutboxEntry> {
  const { db } = await getDatabase();
  const transport = message.channel === 'email' ? emailTransport() : undefined;
  const subject = message.channel === 'email' ? message.subject : null;
  const [entry] = await db
    .insert(tables.outbox)
    .values({
      channel: message.channel,
      recipient: message.to,
      subject,
      body: message.text,
      transport: transport ? 'smtp' : 'outbox',
      status: 'logged',
    })
    .returning();
  if (!entry) throw new Error('The outbox did not record the message.');
  console.info(
    `[outbox] ${message.channel} to ${message.to}${subject ? `: ${subject}` : ''}\n${message.text}`,
  );

  if (!transport || message.channel !== 'email') return entry;
  try {
    await transport.deliver(message);
    const [sent] = await db
      .update(tables.outbox)
      .set({ status: 'sent' })
      .where(eq(tables.outbox.id, entry.id))
      .returning();
    return sent ?? entry;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[outbox] SMTP delivery to ${message.to} failed: ${reason}`);
    const [failed] = await db
      .update(tables.outbox)
      .set({ status: 'failed', error: reason })
      .where(eq(tables.outbox.id, entry.id))
      .returning();
    return failed ?? entry;
  }
}

/** Outbox messages, newest first, optionally for one recipient. */
export async function listOutbox(
  options: { recipient?: string; limit?: number } = {},
): Promise<OutboxEntry[]> {
  const { db } = await getDatabase();
  const query = db.select().from(tables.outbox);
  const filtered = options.recipient ? query.where(eq(tables.outbox.recipient, options.recipient)) : query;
  return filtered.orderBy(desc(tables.outbox.createdAt)).limit(options.limit ?? 100);
}

export function mailboxEnabled(): boolean {
  return config().messaging.mailboxEnabled;
}

/** Where messages meant for the shop itself go. */
export function shopInboxAddress(fallback: string): string {
  return config().messaging.shopInbox ?? fallback;
}
