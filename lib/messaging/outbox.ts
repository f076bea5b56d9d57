import 'server-only';
import { and, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { getDatabase, tables, type Database, type Transaction } from '@/lib/db/server';
import { logLine, maskEmail, maskEmailsIn } from '@/lib/log';
import { transportFor, type Transport } from './transports';
import type { OutgoingMessage } from './types';

export type OutboxEntry = typeof tables.outbox.$inferSelect;

/** Tries before a message is given up. */
export const MAX_DELIVERY_ATTEMPTS = 8;
/** The wait after the first failure, doubled after each further one up to the cap. */
const FIRST_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;
/**
 * How long the process that recorded a message (or staff retried it) has to claim and send it
 * before the periodic job may take it instead, as never sent (a crash right after the commit).
 */
const SENDER_GRACE_MS = 60_000;
/**
 * How long one instance holds a message it claimed to send; far beyond the transports'
 * timeouts. Past the lease, the periodic job takes it as never sent (a crash while sending).
 */
const CLAIM_LEASE_MS = 5 * 60_000;
/** Messages one run of the job handles at most (in batches), so a backlog spreads over runs. */
const MESSAGES_PER_RUN = 200;
const BATCH_SIZE = 20;
const PARALLEL_SENDS = 5;

const outbox = tables.outbox;
const unsent = inArray(outbox.status, ['pending', 'failed']);

/** The wait before try number `attempts + 1`, after `attempts` failures. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/**
 * Records messages in the outbox (one statement for the lot) without delivering them. Given
 * the caller's transaction, the messages are stored together with what they are about, or
 * not at all (a transactional outbox); `deliverMessages` sends them once it has committed.
 */
export async function recordMessages(
  db: Database | Transaction,
  messages: OutgoingMessage[],
): Promise<OutboxEntry[]> {
  if (messages.length === 0) return [];
  const nextAttemptAt = new Date(Date.now() + SENDER_GRACE_MS);
  return db
    .insert(outbox)
    .values(
      messages.map((message) => ({
        channel: message.channel,
        recipient: message.to,
        subject: message.channel === 'email' ? message.subject : null,
        body: message.text,
        transport: transportFor(message.channel).name,
        status: 'pending' as const,
        nextAttemptAt,
      })),
    )
    .returning();
}

/**
 * Sends recorded messages (after the transaction that recorded them committed). Each is claimed
 * first, by a statement the database lets only one claimant win, so a message another delivery
 * or the periodic job took is left to it, never sent twice.
 * A failure is recorded for a retry, not thrown: the caller's own work (a stored quote, a
 * sign-up) must not be lost because mail is down.
 */
export async function deliverMessages(entries: OutboxEntry[]): Promise<OutboxEntry[]> {
  const delivery = deliver(entries);
  deliveriesUnderWay.add(delivery);
  try {
    return await delivery;
  } finally {
    deliveriesUnderWay.delete(delivery);
  }
}

/**
 * Deliveries started and not yet finished. Callers usually do not wait for them (a quote is
 * answered before its e-mails go), so whoever closes the database waits for these first.
 */
const deliveriesUnderWay = new Set<Promise<unknown>>();

export async function deliveriesSettled(): Promise<void> {
  await Promise.allSettled([...deliveriesUnderWay]);
}

async function deliver(entries: OutboxEntry[]): Promise<OutboxEntry[]> {
  if (entries.length === 0) return [];
  const { db } = await getDatabase();
  const now = new Date();
  const claimed = await db
    .update(outbox)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(
      and(
        inArray(
          outbox.id,
          entries.map((entry) => entry.id),
        ),
        unsent,
        claimable(now),
      ),
    )
    .returning();
  const results = new Map((await sendAll(db, claimed, now)).map((entry) => [entry.id, entry]));
  return entries.map((entry) => results.get(entry.id) ?? entry);
}

export type DeliveryCounts = { sent: number; failed: number; gaveUp: number };

/**
 * The periodic job: sends the messages that are due (failed and waiting for their retry, or
 * never sent because their process stopped), a batch at a time, at most `limit` per run.
 * Rows are claimed with `FOR UPDATE SKIP LOCKED` and a lease, so instances running it at
 * once share the work and none sends a message another is sending. A message that fails
 * here is due again only after its wait, so one run never tries it twice.
 */
export async function deliverPendingMessages(
  options: { now?: Date; limit?: number } = {},
): Promise<DeliveryCounts> {
  const { db } = await getDatabase();
  const limit = options.limit ?? MESSAGES_PER_RUN;
  const counts: DeliveryCounts = { sent: 0, failed: 0, gaveUp: 0 };
  for (let handled = 0; handled < limit;) {
    const now = options.now ?? new Date();
    const claimed = await claimDue(db, now, Math.min(BATCH_SIZE, limit - handled));
    if (claimed.length === 0) break;
    handled += claimed.length;
    for (const entry of await sendAll(db, claimed, now)) {
      if (entry.status === 'sent') counts.sent += 1;
      else if (entry.status === 'gave_up') counts.gaveUp += 1;
      else counts.failed += 1;
    }
  }
  return counts;
}

async function claimDue(db: Database, now: Date, count: number): Promise<OutboxEntry[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(unsent, lte(outbox.nextAttemptAt, now), claimable(now)))
    .orderBy(outbox.nextAttemptAt)
    .limit(count)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(inArray(outbox.id, due))
    .returning();
}

function claimable(now: Date) {
  return or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, now));
}

async function sendAll(db: Database, entries: OutboxEntry[], now: Date): Promise<OutboxEntry[]> {
  const results: OutboxEntry[] = [];
  for (let start = 0; start < entries.length; start += PARALLEL_SENDS) {
    const batch = entries.slice(start, start + PARALLEL_SENDS);
    results.push(...(await Promise.all(batch.map((entry) => sendOne(db, entry, now)))));
  }
  return results;
}

/** Sends one claimed message and records the outcome: sent, or failed and when to try again. */
async function sendOne(db: Database, entry: OutboxEntry, now: Date): Promise<OutboxEntry> {
  const transport = transportFor(entry.channel);
  const attempts = entry.attempts + 1;
  try {
    await transport.deliver(
      entry.channel === 'email'
        ? { channel: 'email', to: entry.recipient, subject: entry.subject ?? '', text: entry.body }
        : { channel: 'sms', to: entry.recipient, text: entry.body },
    );
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const givingUp = attempts >= MAX_DELIVERY_ATTEMPTS || transport.isPermanent(error);
    const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts));
    logOutcome(
      transport,
      entry,
      givingUp
        ? `gave up after attempt ${attempts}: ${reason}`
        : `failed (attempt ${attempts} of ${MAX_DELIVERY_ATTEMPTS}, next at ${nextAttemptAt.toISOString()}): ${reason}`,
      'error',
    );
    return record(db, entry, {
      transport: transport.name,
      status: givingUp ? 'gave_up' : 'failed',
      attempts,
      nextAttemptAt,
      claimedUntil: null,
      lastError: reason.slice(0, 2000),
    });
  }
  if (transport.real) logOutcome(transport, entry, `sent (attempt ${attempts})`, 'info');
  return record(db, entry, {
    transport: transport.name,
    status: 'sent',
    attempts,
    claimedUntil: null,
    lastError: null,
    sentAt: new Date(),
  });
}

async function record(db: Database, entry: OutboxEntry, changes: Partial<OutboxEntry>): Promise<OutboxEntry> {
  const [updated] = await db.update(outbox).set(changes).where(eq(outbox.id, entry.id)).returning();
  return updated ?? { ...entry, ...changes };
}

/**
 * What a log may say about a delivery: the channel, the recipient masked, the outcome. Never
 * the body (codes, reset links), and nothing a visitor typed that could start a new line.
 */
function logOutcome(transport: Transport, entry: OutboxEntry, outcome: string, level: 'info' | 'error') {
  const recipient = entry.channel === 'email' ? maskEmail(entry.recipient) : maskPhone(entry.recipient);
  const line = logLine`[outbox] ${entry.channel} to ${recipient} via ${transport.name} ${maskEmailsIn(outcome.replaceAll(entry.recipient, recipient))}`;
  console[level](line);
}

/** A phone number as a log may show it: its last two digits. */
function maskPhone(phone: string): string {
  return `${phone.startsWith('+') ? '+' : ''}***${phone.replace(/\D/g, '').slice(-2)}`;
}

/**
 * Staff's retry of a message that failed or was given up: it starts over (a person judged the
 * cause fixed) and is sent at once. Answers the message as it is now, or undefined when it is
 * not one that failed (already sent, pending, or no such message).
 */
export async function retryMessage(id: string): Promise<OutboxEntry | undefined> {
  const { db } = await getDatabase();
  const [queued] = await db
    .update(outbox)
    .set({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(Date.now() + SENDER_GRACE_MS),
      claimedUntil: null,
    })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['failed', 'gave_up'])))
    .returning();
  if (!queued) return undefined;
  const [sent] = await deliverMessages([queued]);
  return sent;
}
