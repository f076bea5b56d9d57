import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { config } from '@/lib/config/server';
import { getDatabase, tables, type Transaction } from '@/lib/db/server';
import { describeError } from '@/lib/log';
import { deliverMessages, recordMessages, type OutboxEntry } from './outbox';
import type { OutgoingMessage } from './types';

export {
  deliveriesSettled,
  deliverMessages,
  deliverPendingMessages,
  recordMessages,
  retryMessage,
  MAX_DELIVERY_ATTEMPTS,
  retryDelayMs,
  type OutboxEntry,
} from './outbox';
export type { OutgoingMessage } from './types';

/**
 * Records messages on their own (no change of the caller's to commit them with) and sends
 * them at once; whatever fails is retried by `deliverPendingMessages`.
 */
async function sendMessages(messages: OutgoingMessage[]): Promise<OutboxEntry[]> {
  const { db } = await getDatabase();
  return deliverMessages(await recordMessages(db, messages));
}

/**
 * Runs `work` in one transaction and sends the messages it recorded once that committed: the
 * change and its messages are stored together or not at all (the outbox), and mail being down
 * never undoes the change. `area` names the caller in the log line of a failed delivery.
 */
export async function inTransactionWithMessages<T>(
  area: string,
  work: (tx: Transaction) => Promise<{ result: T; messages: OutgoingMessage[] }>,
): Promise<T> {
  const { db } = await getDatabase();
  const { result, entries } = await db.transaction(async (tx) => {
    const { result, messages } = await work(tx);
    return { result, entries: await recordMessages(tx, messages) };
  });
  deliverMessages(entries).catch((error: unknown) =>
    console.error(`[${area}] delivering e-mails failed: ${describeError(error)}`),
  );
  return result;
}

export async function sendMessage(message: OutgoingMessage): Promise<OutboxEntry> {
  const [entry] = await sendMessages([message]);
  return entry!;
}

/** Outbox messages, newest first, optionally for one recipient or in one status. */
export async function listOutbox(
  options: { recipient?: string; status?: OutboxEntry['status']; limit?: number } = {},
): Promise<OutboxEntry[]> {
  const { db } = await getDatabase();
  return db
    .select()
    .from(tables.outbox)
    .where(
      and(
        options.recipient ? eq(tables.outbox.recipient, options.recipient) : undefined,
        options.status ? eq(tables.outbox.status, options.status) : undefined,
      ),
    )
    .orderBy(desc(tables.outbox.createdAt))
    .limit(options.limit ?? 100);
}

/** Whether /dev/mailbox may show the outbox: never where messages really go out (see config). */
export function mailboxEnabled(): boolean {
  return config().messaging.mailboxEnabled;
}

/** Where messages meant for the shop itself go. */
export function shopInboxAddress(fallback: string): string {
  return config().messaging.shopInbox ?? fallback;
}
