import 'server-only';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { createHash } from 'node:crypto';
import { MAX_ARTWORK_BYTES, ORDER_NOTE_MAX_LENGTH } from '@/lib/constants';
import { getDatabase, tables, type Database, type Transaction } from '@/lib/db/server';
import {
  amountDueCents,
  chargeSavedCardOnApproval,
  closeOpenCheckouts,
  issueInvoiceFor,
  termsAtApproval,
} from '@/lib/payments/server';
import { quotePageLinkFor } from '@/lib/quotes/server';
import { emailComposer } from '@/lib/email-texts/server';
import { inTransactionWithMessages, type OutgoingMessage } from '@/lib/messaging/server';
import { reviewInvitationFor } from '@/lib/reviews/server';
import { shopReadyBy } from '@/lib/schedule';
import { artworkStorage } from '@/lib/storage/server';
import { artworkTypeMessage, isArtworkType } from '@/lib/storage';
import { orderErrors } from './errors';
import { customerCancelledMessage, proofDecisionMessage, proofMessage, stageMessage } from './messages';
import {
  CUSTOMER_NOTIFIED_STAGES,
  mayCustomerCancel,
  mayDecideProof,
  maySendProof,
  stageLabels,
  staffMoves,
  UNPAID_PRODUCTION_REASON,
  type OrderStage,
} from './stages';

/** Who did something to an order, by name as it reads in the history. */
export type OrderActor = { role: 'staff' | 'customer' | 'system'; name: string };

type StoredQuote = typeof tables.quotes.$inferSelect;

const SHORT_MAX = 100;

/** Text a person typed: trimmed, at most `limit` characters, `undefined` when blank. */
function typed(value: string | undefined, field: string, label: string, limit: number): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (text.length > limit) throw orderErrors.invalid(field, `${label} must be at most ${limit} characters.`);
  return text;
}

function required(value: string | undefined, field: string, label: string, limit: number): string {
  const text = typed(value, field, label, limit);
  if (!text) throw orderErrors.invalid(field, `Please enter ${label.toLowerCase()}.`);
  return text;
}

async function findQuote(
  db: Database | Transaction,
  quoteId: string,
  { lock = false } = {},
): Promise<StoredQuote> {
  if (!z.uuid().safeParse(quoteId).success) throw orderErrors.quoteNotFound();
  const query = db.select().from(tables.quotes).where(eq(tables.quotes.id, quoteId));
  const [quote] = await (lock ? query.for('update') : query).limit(1);
  if (!quote) throw orderErrors.quoteNotFound();
  return quote;
}

const inTransaction = <T>(work: (tx: Transaction) => Promise<{ result: T; messages: OutgoingMessage[] }>) =>
  inTransactionWithMessages('orders', work);

type Move = {
  quote: StoredQuote;
  to: OrderStage;
  actor: OrderActor;
  note?: string;
  details?: Record<string, unknown>;
  set?: PgUpdateSetSource<typeof tables.quotes>;
};

/** The stages that hand a finished order over: the reports' "quote to shipping (or pickup)". */
const HAND_OVER_STAGES: readonly OrderStage[] = ['shipped', 'ready_for_pickup', 'delivered'];

/** `column` as it is, or now when it is still empty: a milestone keeps the first time it was reached. */
const firstTime = (column: AnyPgColumn) => sql`coalesce(${column}, now())`;

/** The milestones (see the quote's approvedAt) that moving to `to` reaches. */
function milestonesOf(to: OrderStage): PgUpdateSetSource<typeof tables.quotes> {
  const quotes = tables.quotes;
  if (to === 'approved') return { approvedAt: firstTime(quotes.approvedAt) };
  if (HAND_OVER_STAGES.includes(to)) return { handedOverAt: firstTime(quotes.handedOverAt) };
  return {};
}

/**
 * Moves the quote from the stage it was read in to `to`, only if it is still there (a
 * compare-and-set: of two staff clicking at once, one wins and the other gets a conflict),
 * and records the event.
 */
async function moveStage(tx: Transaction, { quote, to, actor, note, details, set }: Move): Promise<void> {
  const [moved] = await tx
    .update(tables.quotes)
    .set({ status: to, updatedAt: new Date(), ...milestonesOf(to), ...set })
    .where(and(eq(tables.quotes.id, quote.id), eq(tables.quotes.status, quote.status)))
    .returning({ id: tables.quotes.id });
  if (!moved) throw orderErrors.stageChanged();
  await tx.insert(tables.quoteEvents).values({
    quoteId: quote.id,
    kind: 'stage',
    fromStage: quote.status,
    toStage: to,
    actorRole: actor.role,
    actorName: actor.name,
    note,
    details,
  });
}

/**
 * A move staff make in the console (see `staffMoves`). Shipped needs the carrier and
 * tracking number; the customer is e-mailed for the stages they should know about.
 */
export async function changeStage(input: {
  quoteId: string;
  /**
   * The stage the staff member saw when choosing the move (the console sends it): if the order
   * has moved on since, the move is refused as a conflict instead of applied to a stage they
   * never saw.
   */
  from?: OrderStage;
  to: OrderStage;
  actor: OrderActor;
  note?: string;
  carrier?: string;
  trackingNumber?: string;
}): Promise<void> {
  const note = typed(input.note, 'note', 'The note', ORDER_NOTE_MAX_LENGTH);
  const shipping =
    input.to === 'shipped'
      ? {
          shippingCarrier: required(input.carrier, 'carrier', 'The carrier', SHORT_MAX),
          trackingNumber: required(input.trackingNumber, 'trackingNumber', 'The tracking number', SHORT_MAX),
        }
      : undefined;
  const compose = await emailComposer();
  await inTransaction(async (tx) => {
    const quote = await findQuote(tx, input.quoteId);
    if (input.from && input.from !== quote.status) throw orderErrors.stageChanged();
    const paid = (await amountDueCents(quote, tx)) === 0;
    const onTerms = quote.termsDueOn !== null;
    if (quote.status === 'approved' && input.to === 'in_production' && !paid && !onTerms) {
      throw orderErrors.invalid('to', UNPAID_PRODUCTION_REASON);
    }
    if (!staffMoves(quote.status, quote.fulfillmentMethod, { paid, onTerms }).includes(input.to)) {
      throw orderErrors.invalid(
        'to',
        `An order that is ${stageLabels[quote.status].toLowerCase()} cannot be moved to ${stageLabels[input.to].toLowerCase()}.`,
      );
    }
    await moveStage(tx, {
      quote,
      to: input.to,
      actor: input.actor,
      note,
      details: shipping && { carrier: shipping.shippingCarrier, trackingNumber: shipping.trackingNumber },
      set: shipping,
    });
    const messages = CUSTOMER_NOTIFIED_STAGES.includes(input.to)
      ? [
          stageMessage(compose, quote, input.to, await quotePageLinkFor(tx, quote), {
            note,
            carrier: shipping?.shippingCarrier,
            trackingNumber: shipping?.trackingNumber,
          }),
        ]
      : [];
    // The order is handed over for good: its buyer is asked to review the product.
    if (input.to === 'completed') messages.push(...(await reviewInvitationFor(tx, quote, compose)));
    return { result: undefined, messages };
  });
  // Nothing is due on a cancelled order: no Checkout page of it may still be paid.
  if (input.to === 'cancelled') await closeOpenCheckouts(input.quoteId);
}

/**
 * The customer cancels from their quote page, free of charge, until they approve a proof
 * (nothing has been charged before that). The shop is e-mailed; the customer gets the usual
 * cancellation e-mail.
 */
export async function cancelByCustomer(input: { quoteId: string; actor: OrderActor }): Promise<void> {
  const compose = await emailComposer();
  await inTransaction(async (tx) => {
    const quote = await findQuote(tx, input.quoteId);
    if (!mayCustomerCancel(quote.status)) throw orderErrors.notCancellable();
    await moveStage(tx, { quote, to: 'cancelled', actor: input.actor });
    const link = await quotePageLinkFor(tx, quote);
    return {
      result: undefined,
      messages: [
        customerCancelledMessage(compose, quote),
        stageMessage(compose, quote, 'cancelled', link, {}),
      ],
    };
  });
  await closeOpenCheckouts(input.quoteId);
}

/** An uploaded proof file: the upload URL (without its query) it was PUT to, its name and type. */
export type ProofUpload = { fileUrl: string; fileName: string; fileType: string };

/** A proof file already in the artwork store (an automatic proof), with its SHA-256 and picture. */
export type StoredProofFile = {
  fileRef: string;
  fileName: string;
  fileType: string;
  sha256: string;
  previewRef?: string;
};

/** The quote a proof is about to be sent for, refused when its stage takes no proof. */
async function quoteTakingProof(quoteId: string): Promise<StoredQuote> {
  const quote = await findQuote((await getDatabase()).db, quoteId);
  if (!maySendProof(quote.status)) {
    throw orderErrors.invalid(
      'file',
      `A proof cannot be sent for an order that is ${stageLabels[quote.status].toLowerCase()}.`,
    );
  }
  return quote;
}

/**
 * Sends the customer a proof: the file is taken up from the artwork store exactly as quote
 * artwork is (its type and first bytes were checked on upload), earlier proofs are superseded,
 * the order moves to proof sent and the customer is e-mailed a link to answer it.
 */
export async function sendProof(input: {
  quoteId: string;
  upload: ProofUpload;
  message: string;
  actor: OrderActor;
}): Promise<{ proofId: string; version: number }> {
  const message = required(input.message, 'message', 'A message', ORDER_NOTE_MAX_LENGTH);
  const fileName = required(input.upload.fileName, 'file', 'The file name', 200);
  if (!isArtworkType(input.upload.fileType)) throw orderErrors.invalid('file', artworkTypeMessage);
  const quote = await quoteTakingProof(input.quoteId);
  const fileRef = await artworkStorage().acceptUpload(input.upload.fileUrl);
  if (!fileRef) throw orderErrors.invalid('file', 'Please upload the proof file again.');
  // What the customer will approve is recorded by its digest (read once, 50 MB at most).
  const bytes = await artworkStorage().readStart(fileRef, MAX_ARTWORK_BYTES);
  if (!bytes) throw orderErrors.invalid('file', 'Please upload the proof file again.');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return recordProof(
    quote,
    { fileRef, fileName, fileType: input.upload.fileType, sha256 },
    message,
    input.actor,
  );
}

/**
 * Sends the customer a proof file the shop already stored (the automatic proof, issue 32 §2),
 * with the same effect as an uploaded one. `expectedVersion` is the version the file names:
 * if another proof was sent meanwhile it is refused, so no file ever reads a wrong version.
 */
export async function sendStoredProof(input: {
  quoteId: string;
  file: StoredProofFile;
  expectedVersion: number;
  message: string;
  actor: OrderActor;
}): Promise<{ proofId: string; version: number }> {
  const message = required(input.message, 'message', 'A message', ORDER_NOTE_MAX_LENGTH);
  const quote = await quoteTakingProof(input.quoteId);
  return recordProof(quote, input.file, message, input.actor, input.expectedVersion);
}

/** The version the next proof of this quote gets (1 for the first). */
export async function nextProofVersion(db: Database | Transaction, quoteId: string): Promise<number> {
  const [latest] = await db
    .select({ version: max(tables.proofs.version) })
    .from(tables.proofs)
    .where(eq(tables.proofs.quoteId, quoteId));
  return (latest?.version ?? 0) + 1;
}

async function recordProof(
  quote: StoredQuote,
  file: StoredProofFile,
  message: string,
  actor: OrderActor,
  expectedVersion?: number,
): Promise<{ proofId: string; version: number }> {
  const compose = await emailComposer();
  return inTransaction(async (tx) => {
    await tx
      .update(tables.proofs)
      .set({ status: 'superseded' })
      .where(
        and(eq(tables.proofs.quoteId, quote.id), inArray(tables.proofs.status, ['pending', 'approved'])),
      );
    const version = await nextProofVersion(tx, quote.id);
    if (expectedVersion !== undefined && version !== expectedVersion) throw orderErrors.stageChanged();
    const [proof] = await tx
      .insert(tables.proofs)
      .values({ quoteId: quote.id, version, ...file, message, sentBy: actor.name })
      // Two proofs sent at once both read the same last version: the second is refused.
      .onConflictDoNothing()
      .returning({ id: tables.proofs.id });
    if (!proof) throw orderErrors.stageChanged();
    await moveStage(tx, {
      quote,
      to: 'proof_sent',
      actor,
      note: message,
      details: { proofId: proof.id, version },
      set: { firstProofAt: firstTime(tables.quotes.firstProofAt), proofRounds: version },
    });
    const link = await quotePageLinkFor(tx, quote);
    return {
      result: { proofId: proof.id, version },
      messages: [proofMessage(compose, quote, version, message, link)],
    };
  });
}

/**
 * The customer's answer to the current proof of this quote: approve, or request changes with
 * a comment. Only the pending proof, only while the order waits for it, and only once (the
 * proof and the stage both change by compare-and-set). The shop is e-mailed the answer.
 */
export async function decideProof(input: {
  quoteId: string;
  proofId: string;
  decision: 'approve' | 'request_changes';
  comment?: string;
  /**
   * The total in cents the customer saw beside the proof: approving accepts proof and price
   * together, so a price staff revised since is refused rather than sold unseen.
   */
  expectedTotalCents?: number;
  actor: OrderActor;
}): Promise<void> {
  const comment = typed(input.comment, 'comment', 'The comment', ORDER_NOTE_MAX_LENGTH);
  if (input.decision === 'request_changes' && !comment) {
    throw orderErrors.invalid('comment', 'Please tell us what to change.');
  }
  const compose = await emailComposer();
  await inTransaction(async (tx) => {
    // Locked: a price revision waits for the approval, or the approval sees the revised total.
    const quote = await findQuote(tx, input.quoteId, { lock: true });
    if (!z.uuid().safeParse(input.proofId).success) throw orderErrors.proofNotFound();
    const [proof] = await tx
      .select()
      .from(tables.proofs)
      .where(and(eq(tables.proofs.id, input.proofId), eq(tables.proofs.quoteId, quote.id)))
      .limit(1);
    if (!proof) throw orderErrors.proofNotFound();
    if (proof.status !== 'pending' || !mayDecideProof(quote.status)) throw orderErrors.stageChanged();
    if (
      input.decision === 'approve' &&
      input.expectedTotalCents !== undefined &&
      input.expectedTotalCents !== quote.totalCents
    ) {
      throw orderErrors.priceChanged();
    }
    const [decided] = await tx
      .update(tables.proofs)
      .set({
        status: input.decision === 'approve' ? 'approved' : 'changes_requested',
        decisionComment: comment,
        decidedAt: new Date(),
      })
      .where(and(eq(tables.proofs.id, proof.id), eq(tables.proofs.status, 'pending')))
      .returning({ id: tables.proofs.id });
    if (!decided) throw orderErrors.stageChanged();
    await moveStage(tx, {
      quote,
      to: input.decision === 'approve' ? 'approved' : 'changes_requested',
      actor: input.actor,
      note: comment,
      // What the customer answered: the proof's version and the file's SHA-256 (older proofs have none).
      details: {
        proofId: proof.id,
        version: proof.version,
        ...(proof.sha256 ? { sha256: proof.sha256 } : {}),
      },
      // Approval clears the order for production: from now on it has a date to be printed by.
      set:
        input.decision === 'approve'
          ? { readyBy: shopReadyBy({ productId: quote.product, at: new Date() }) }
          : undefined,
    });
    // The approval is the moment of sale: the order's invoice is issued with it, due now, or
    // on the term date when the account is on terms and within its credit limit.
    const invoice =
      input.decision === 'approve'
        ? await issueInvoiceFor(tx, quote, await termsAtApproval(tx, quote), compose)
        : undefined;
    return {
      result: undefined,
      messages: [
        proofDecisionMessage(compose, quote, proof.version, input.decision, comment),
        ...(invoice ? [invoice] : []),
      ],
    };
  });
  // Only once the approval has committed: the card processor's answer never undoes it.
  if (input.decision === 'approve') await chargeSavedCardOnApproval(input.quoteId);
}
