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
 * Sends e-mails and SMS. Every message is recorded in the outbox (one statement for the
 * lot) and logged; e-mail also goes out by SMTP when configured. A delivery failure is
 * recorded, not thrown: the caller's own work (a stored quote, a sign-up) must not be lost
 * because mail is down.
 */
export async function sendMessages(messages: OutgoingMessage[]): Promise<OutboxEntry[]> {
  if (messages.length === 0) return [];
  const { db } = await getDatabase();
  const transport = emailTransport();
  const entries = await db
    .insert(tables.outbox)
    .values(
      messages.map((message) => ({
        channel: message.channel,
        recipient: message.to,
        subject: message.channel === 'email' ? message.subject : null,
        body: message.text,
        transport: transport && message.channel === 'email' ? ('smtp' as const) : ('outbox' as const),
        status: 'logged' as const,
      })),
    )
    .returning();
  if (entries.length !== messages.length) throw new Error('The outbox did not record every message.');
  for (const entry of entries) {
    console.info(`[outbox] ${entry.channel} to ${entry.recipient}${entry.subject ? `: ${entry.subject}` : ''}\n${entry.body}`);
  }
  if (!transport) return entries;
  return Promise.all(
    messages.map((message, index) =>
      message.channel === 'email' ? deliver(transport, message, entries[index]!) : entries[index]!,
    ),
  );
}

export async function sendMessage(message: OutgoingMessage): Promise<OutboxEntry> {
  const [entry] = await sendMessages([message]);
  return entry!;
}

async function deliver(
  transport: Transport,
  message: OutgoingMessage & { channel: 'email' },
  entry: OutboxEntry,
): Promise<OutboxEntry> {
  const { db } = await getDatabase();
  try {
    await transport.deliver(message);
    const [sent] = await db.update(tables.outbox).set({ status: 'sent' }).where(eq(tables.outbox.id, entry.id)).returning();
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
