import 'server-only';
import { and, asc, count, countDistinct, desc, eq, inArray, isNull, max } from 'drizzle-orm';
import { z } from 'zod';
import { QUOTE_MESSAGE_MAX_LENGTH } from '@/lib/constants';
import { config } from '@/lib/config/server';
import { getDatabase, tables } from '@/lib/db/server';
import { emailComposer, type ComposeEmail } from '@/lib/email-texts/server';
import { inTransactionWithMessages, shopInboxAddress, type OutgoingMessage } from '@/lib/messaging/server';
import { quotePageLinkFor } from '@/lib/quotes/server';
import { rateLimiter } from '@/lib/rate-limit/server';
import { artworkStorage } from '@/lib/storage/server';
import { artworkTypeMessage, isArtworkType } from '@/lib/storage';
import { site } from '@/content/site';
import type { QuoteRow } from './access';
import { orderErrors } from './errors';
import { stageLabels } from './stages';
import type { OrderActor } from './workflow';

/**
 * A quote's conversation: one thread per quote, read from its history. Staff write to the
 * customer (e-mailed, with a link to the quote page) or leave internal notes; the customer
 * replies on the quote page and the shop's inbox is told. The customer's thread is built from
 * a query that never selects a note, so an internal note cannot reach their page.
 */

/**
 * How many messages a quote's customer may send in a window: enough for a real exchange, too
 * few to flood the shop's inbox through a forwarded link.
 */
export const QUOTE_REPLY_RATE_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 } as const;

/** A file sent with a message: what the browser uploaded to the artwork store. */
export type MessageAttachment = { fileUrl: string; fileName: string; fileType: string };

export type ThreadEntry = {
  id: string;
  kind: 'message' | 'note' | 'stage' | 'price';
  /** Who wrote it, as the reader should see it (the customer never sees staff names). */
  author: string;
  fromCustomer: boolean;
  /** A short line for stage changes and proofs ("Proof 2 sent"); absent for plain messages. */
  headline?: string;
  text?: string;
  at: Date;
  attachment?: { fileName: string; downloadUrl?: string };
  /** For staff: a customer's message nobody had opened before this view. */
  unread?: boolean;
};

const SHORT_MAX = 200;

function messageText(value: string | undefined): string {
  const text = value?.trim();
  if (!text) throw orderErrors.invalid('message', 'Please write a message.');
  if (text.length > QUOTE_MESSAGE_MAX_LENGTH) {
    throw orderErrors.invalid(
      'message',
      `The message must be at most ${QUOTE_MESSAGE_MAX_LENGTH} characters.`,
    );
  }
  return text;
}

/** Takes up an uploaded attachment by the artwork rules: an artwork type whose bytes match it. */
async function storedAttachment(attachment: MessageAttachment | undefined) {
  if (!attachment) return {};
  const fileName = attachment.fileName.trim();
  if (!fileName || fileName.length > SHORT_MAX)
    throw orderErrors.invalid('file', 'Please choose the file again.');
  if (!isArtworkType(attachment.fileType)) throw orderErrors.invalid('file', artworkTypeMessage);
  const attachmentRef = await artworkStorage().acceptUpload(attachment.fileUrl);
  if (!attachmentRef) throw orderErrors.invalid('file', 'Please upload the file again.');
  return { attachmentRef, attachmentName: fileName, attachmentType: attachment.fileType };
}

async function quoteById(quoteId: string): Promise<QuoteRow> {
  if (!z.uuid().safeParse(quoteId).success) throw orderErrors.quoteNotFound();
  const { db } = await getDatabase();
  const [quote] = await db.select().from(tables.quotes).where(eq(tables.quotes.id, quoteId)).limit(1);
  if (!quote) throw orderErrors.quoteNotFound();
  return quote;
}

function shopMessage(
  compose: ComposeEmail,
  quote: QuoteRow,
  message: string,
  fileName: string | undefined,
  link: string,
): OutgoingMessage {
  return {
    channel: 'email',
    to: quote.contactEmail,
    ...compose('shop-message', {
      number: quote.number,
      name: quote.contactName,
      shop: site.name,
      message,
      attachment: fileName ? `\n\nAttached on the quote page: ${fileName}` : '',
      link,
    }),
  };
}

/**
 * Staff write on the quote's conversation: to the customer (e-mailed with a link to the quote
 * page), or, `internal`, a note only staff ever see.
 */
export async function writeOnQuote(input: {
  quoteId: string;
  message: string;
  internal: boolean;
  attachment?: MessageAttachment;
  actor: OrderActor;
}): Promise<void> {
  const message = messageText(input.message);
  const quote = await quoteById(input.quoteId);
  const file = await storedAttachment(input.attachment);
  const compose = await emailComposer();
  await inTransactionWithMessages('orders', async (tx) => {
    await tx.insert(tables.quoteEvents).values({
      quoteId: quote.id,
      kind: input.internal ? 'note' : 'message',
      actorRole: input.actor.role,
      actorName: input.actor.name,
      note: message,
      ...file,
    });
    if (input.internal) return { result: undefined, messages: [] };
    const link = await quotePageLinkFor(tx, quote);
    return { result: undefined, messages: [shopMessage(compose, quote, message, file.attachmentName, link)] };
  });
}

/**
 * The customer's message on their quote's page (`quote` already checked by quoteForViewer):
 * counted against the quote's limit, kept unread until staff open the quote, and the shop's
 * inbox is e-mailed.
 */
export async function replyOnQuote(input: {
  quote: QuoteRow;
  message: string;
  attachment?: MessageAttachment;
  authorName: string;
}): Promise<void> {
  const message = messageText(input.message);
  const verdict = await rateLimiter().hit(`quote-replies:${input.quote.id}`, QUOTE_REPLY_RATE_LIMIT);
  if (!verdict.allowed) {
    throw orderErrors.invalid(
      'message',
      'You have sent many messages in a short time. Please wait a few minutes.',
    );
  }
  const file = await storedAttachment(input.attachment);
  const { quote } = input;
  const compose = await emailComposer();
  await inTransactionWithMessages('orders', async (tx) => {
    await tx.insert(tables.quoteEvents).values({
      quoteId: quote.id,
      kind: 'message',
      actorRole: 'customer',
      actorName: input.authorName,
      note: message,
      ...file,
    });
    const notice: OutgoingMessage = {
      channel: 'email',
      to: shopInboxAddress(site.email),
      ...compose('customer-reply', {
        number: quote.number,
        name: quote.contactName,
        email: quote.contactEmail,
        message,
        attachment: file.attachmentName ? `\n\nAttached: ${file.attachmentName}` : '',
        consoleLink: `${config().siteUrl}/admin/quotes/${encodeURIComponent(quote.number)}`,
      }),
    };
    return { result: undefined, messages: [notice] };
  });
}

type EventRow = typeof tables.quoteEvents.$inferSelect;

async function attachmentOf(row: EventRow): Promise<ThreadEntry['attachment']> {
  if (!row.attachmentRef || !row.attachmentName) return undefined;
  const downloadUrl = await artworkStorage().downloadUrl(row.attachmentRef);
  return { fileName: row.attachmentName, ...(downloadUrl ? { downloadUrl } : {}) };
}

function stageHeadline(row: EventRow): string {
  const version = (row.details as { version?: number } | null)?.version;
  if (row.toStage === 'proof_sent' && version) return `Proof ${version} sent`;
  const to = row.toStage ? stageLabels[row.toStage] : '';
  return version ? `${to} (proof ${version})` : `Stage: ${to}`;
}

/** A stage change as staff read it: from where to where, with the proof and the tracking it carried. */
function staffStageHeadline(row: EventRow): string {
  const details = (row.details ?? {}) as { version?: number; carrier?: string; trackingNumber?: string };
  if (row.toStage === 'proof_sent' && details.version) return `Proof ${details.version} sent`;
  const from = row.fromStage ? `${stageLabels[row.fromStage]} → ` : '';
  const to = row.toStage ? stageLabels[row.toStage] : '';
  const proof = details.version ? ` (proof ${details.version})` : '';
  const tracking = details.trackingNumber
    ? ` · ${details.carrier ?? ''} ${details.trackingNumber}`.trimEnd()
    : '';
  return `${from}${to}${proof}${tracking}`;
}

/**
 * The thread as staff see it, oldest first: the quote's whole history in one place (messages
 * both ways, internal notes, stage changes with proofs and tracking, price revisions), each by
 * who did it and in what role. Opening it marks the customer's messages read.
 */
export async function staffThread(quoteId: string): Promise<ThreadEntry[]> {
  const { db } = await getDatabase();
  const rows = await db
    .select()
    .from(tables.quoteEvents)
    .where(eq(tables.quoteEvents.quoteId, quoteId))
    .orderBy(asc(tables.quoteEvents.createdAt));
  const unread = rows.filter((row) => row.kind === 'message' && row.actorRole === 'customer' && !row.readAt);
  if (unread.length > 0) {
    await db
      .update(tables.quoteEvents)
      .set({ readAt: new Date() })
      .where(
        inArray(
          tables.quoteEvents.id,
          unread.map((row) => row.id),
        ),
      );
  }
  return Promise.all(
    rows.map(async (row): Promise<ThreadEntry> => {
      const attachment = await attachmentOf(row);
      const headline =
        row.kind === 'stage' ? staffStageHeadline(row) : row.kind === 'price' ? 'Price revised' : undefined;
      return {
        id: row.id,
        kind: row.kind,
        author: `${row.actorName} (${row.actorRole})`,
        fromCustomer: row.actorRole === 'customer',
        ...(headline ? { headline } : {}),
        ...(row.note ? { text: row.note } : {}),
        at: row.createdAt,
        ...(attachment ? { attachment } : {}),
        ...(unread.includes(row) ? { unread: true } : {}),
      };
    }),
  );
}

/**
 * The thread as the customer sees it: messages both ways and stage changes with proofs. Notes
 * and price lines are never read; a stage's note shows only where the customer wrote it or was
 * e-mailed it (a proof's message, a cancellation's reason). Staff read as the shop's name.
 */
export async function customerThread(quoteId: string): Promise<ThreadEntry[]> {
  const { db } = await getDatabase();
  const rows = await db
    .select()
    .from(tables.quoteEvents)
    .where(
      and(eq(tables.quoteEvents.quoteId, quoteId), inArray(tables.quoteEvents.kind, ['message', 'stage'])),
    )
    .orderBy(asc(tables.quoteEvents.createdAt));
  return Promise.all(
    rows.map(async (row): Promise<ThreadEntry> => {
      const fromCustomer = row.actorRole === 'customer';
      const noteShown =
        row.kind === 'message' || fromCustomer || row.toStage === 'proof_sent' || row.toStage === 'cancelled';
      const attachment = row.kind === 'message' ? await attachmentOf(row) : undefined;
      return {
        id: row.id,
        kind: row.kind,
        author: fromCustomer ? 'You' : site.name,
        fromCustomer,
        ...(row.kind === 'stage' ? { headline: stageHeadline(row) } : {}),
        ...(noteShown && row.note ? { text: row.note } : {}),
        at: row.createdAt,
        ...(attachment ? { attachment } : {}),
      };
    }),
  );
}

/** A customer's message no staff member has opened (the partial index quote_events_unread_idx). */
const unreadReply = () =>
  and(
    eq(tables.quoteEvents.kind, 'message'),
    eq(tables.quoteEvents.actorRole, 'customer'),
    isNull(tables.quoteEvents.readAt),
  );

/** How many quotes have a customer's message no staff member has opened yet (the console's nav). */
export async function quotesWithUnreadReplies(): Promise<number> {
  const { db } = await getDatabase();
  const [row] = await db
    .select({ quotes: countDistinct(tables.quoteEvents.quoteId) })
    .from(tables.quoteEvents)
    .where(unreadReply());
  return row?.quotes ?? 0;
}

/** A quote with customer messages nobody has opened, as the console's replies page lists it. */
export type UnreadReplies = { number: string; contactName: string; messages: number; latestAt: Date };

const UNREAD_LIST_LIMIT = 100;

/** The quotes with unopened customer messages, newest reply first (at most 100). */
export async function unreadReplies(): Promise<UnreadReplies[]> {
  const { db } = await getDatabase();
  const latestAt = max(tables.quoteEvents.createdAt);
  const rows = await db
    .select({
      number: tables.quotes.number,
      contactName: tables.quotes.contactName,
      messages: count(),
      latestAt,
    })
    .from(tables.quoteEvents)
    .innerJoin(tables.quotes, eq(tables.quotes.id, tables.quoteEvents.quoteId))
    .where(unreadReply())
    .groupBy(tables.quotes.id)
    .orderBy(desc(latestAt))
    .limit(UNREAD_LIST_LIMIT);
  return rows.map((row) => ({ ...row, latestAt: row.latestAt ?? new Date(0) }));
}
