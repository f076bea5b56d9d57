import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { config } from '@/lib/config';
import { getDatabase, tables, type Database } from '@/lib/db';
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

/** The database or an open transaction: what the outbox rows are written through. */
export type OutboxWriter = Pick<Database, 'insert'>;

/**
 * Records messages in the outbox (one statement for the lot) without delivering them. Given
 * the caller's transaction, the messages are stored together with what they are about, or
 * not at all (a transactional outbox); `deliverMessages` sends them once it has committed.
 */
export async function recordMessages(
  writer: OutboxWriter,
  messages: OutgoingMessage[],
): Promise<OutboxEntry[]> {
  if (messages.length === 0) return [];
  const viaSmtp = Boolean(config().messaging.smtpUrl);
  const entries = await writer
    .insert(tables.outbox)
    .values(
      messages.map((message) => ({
        channel: message.channel,
        recipient: message.to,
        subject: message.channel === 'email' ? message.subject : null,
        body: message.text,
        transport: viaSmtp && message.channel === 'email' ? ('smtp' as const) : ('outbox' as const),
        status: 'logged' as const,
      })),
    )
    .returning();
  if (entries.length !== messages.length) throw new Error('The outbox did not record every message.');
  return entries;
}

/**
 * Logs recorded messages and sends the e-mails among them by SMTP when configured. A
 * delivery failure is recorded, not thrown: the caller's own work (a stored quote, a
 * sign-up) must not be lost because mail is down.
 */
export async function deliverMessages(entries: OutboxEntry[]): Promise<OutboxEntry[]> {
  for (const entry of entries) {
    console.info(
      `[outbox] ${entry.channel} to ${entry.recipient}${entry.subject ? `: ${entry.subject}` : ''}\n${entry.body}`,
    );
  }
  const transport = emailTransport();
  if (!transport) return entries;
  return Promise.all(
    entries.map((entry) => (entry.transport === 'smtp' ? deliver(transport, entry) : entry)),
  );
}

/**
 * Sends e-mails and SMS: recorded in the outbox, logged, and e-mail also sent by SMTP when
 * configured. Without SMTP (and for SMS) the outbox and the log are the delivery.
 */
export async function sendMessages(messages: OutgoingMessage[]): Promise<OutboxEntry[]> {
  const { db } = await getDatabase();
  return deliverMessages(await recordMessages(db, messages));
}

export async function sendMessage(message: OutgoingMessage): Promise<OutboxEntry> {
  const [entry] = await sendMessages([message]);
  return entry!;
}

async function deliver(transport: Transport, entry: OutboxEntry): Promise<OutboxEntry> {
  const { db } = await getDatabase();
  try {
    await transport.deliver({
      channel: 'email',
      to: entry.recipient,
      subject: entry.subject ?? '',
      text: entry.body,
    });
    const [sent] = await db
      .update(tables.outbox)
      .set({ status: 'sent' })
      .where(eq(tables.outbox.id, entry.id))
      .returning();
    return sent ?? entry;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[outbox] SMTP delivery to ${entry.recipient} failed: ${reason}`);
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
