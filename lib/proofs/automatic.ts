import 'server-only';
import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { MAX_ARTWORK_BYTES } from '@/lib/constants';
import { getDatabase, tables } from '@/lib/db/server';
import { describeError } from '@/lib/log';
import { nextProofVersion } from '@/lib/orders/server';
import { artworkStorage } from '@/lib/storage/server';
import { ProofRenderError } from './errors';
import { renderProof } from './render';
import { proofSubjectOf } from './subject';

/** Longer than any render takes; a render cut off by a crash frees its row after this. */
const RENDER_LEASE_MS = 5 * 60 * 1000;
/** A render that failed for a passing reason (the store did not answer) waits this long before the next try. */
const RETRY_AFTER_MS = 60 * 1000;
/** Tries before a proof is marked failed for staff. */
export const MAX_RENDER_ATTEMPTS = 3;
/** Renders one run does at most, so a run never outlasts its job's lease. */
const RENDERS_PER_RUN = 20;

export const automaticProofMessages = {
  noArtwork: 'The artwork file is not in the store any more. Please upload a proof by hand.',
  gaveUp: `The proof could not be drawn after ${MAX_RENDER_ATTEMPTS} tries. Please upload a proof by hand.`,
} as const;

type QuoteRow = typeof tables.quotes.$inferSelect;
type AutomaticProofRow = typeof tables.automaticProofs.$inferSelect;

/** The rendered proof of `quote` as proof `version`, stored in the artwork store. */
export async function drawAndStore(quote: QuoteRow, version: number) {
  const artwork = quote.uploadedFileUrl
    ? await artworkStorage().readStart(quote.uploadedFileUrl, MAX_ARTWORK_BYTES)
    : undefined;
  if (!artwork) throw new ProofRenderError(automaticProofMessages.noArtwork);
  const { pdf, preview } = await renderProof(artwork, proofSubjectOf(quote, version));
  const name = `proof-${quote.number.toLowerCase()}-v${version}`;
  const [fileRef, previewRef] = await Promise.all([
    artworkStorage().storeFile(`${name}.pdf`, pdf, 'application/pdf'),
    artworkStorage().storeFile(`${name}.png`, preview, 'image/png'),
  ]);
  return { version, fileRef, previewRef, sha256: createHash('sha256').update(pdf).digest('hex') };
}

/**
 * Takes the oldest pending proof whose lease is free (none, or ended: a crash) by a
 * compare-and-set, counting the attempt; of two instances racing, one gets it.
 */
async function claimNext(): Promise<AutomaticProofRow | undefined> {
  const { db } = await getDatabase();
  const table = tables.automaticProofs;
  const free = and(
    eq(table.state, 'pending'),
    or(isNull(table.claimedUntil), lt(table.claimedUntil, sql`now()`)),
  );
  const [candidate] = await db
    .select({ quoteId: table.quoteId })
    .from(table)
    .where(free)
    .orderBy(asc(table.createdAt))
    .limit(1);
  if (!candidate) return undefined;
  const [claimed] = await db
    .update(table)
    .set({
      claimedUntil: sql`now() + ${`${RENDER_LEASE_MS} milliseconds`}::interval`,
      attempts: sql`${table.attempts} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(table.quoteId, candidate.quoteId), free))
    .returning();
  // Taken by another instance between the two statements: look again.
  return claimed ?? claimNext();
}

async function renderClaimed(row: AutomaticProofRow): Promise<'drawn' | 'failed' | 'retried'> {
  const { db } = await getDatabase();
  const table = tables.automaticProofs;
  const mine = and(eq(table.quoteId, row.quoteId), eq(table.state, 'pending'));
  try {
    const [quote] = await db.select().from(tables.quotes).where(eq(tables.quotes.id, row.quoteId)).limit(1);
    if (!quote) return 'failed';
    const drawn = await drawAndStore(quote, await nextProofVersion(db, quote.id));
    await db
      .update(table)
      .set({ state: 'ready', ...drawn, reason: null, claimedUntil: null, updatedAt: new Date() })
      .where(mine);
    return 'drawn';
  } catch (error) {
    const final = error instanceof ProofRenderError || row.attempts >= MAX_RENDER_ATTEMPTS;
    // The reason staff read names what to do; the details stay in the server's log.
    if (!(error instanceof ProofRenderError))
      console.error(`[proofs] drawing the proof of quote ${row.quoteId} failed: ${describeError(error)}`);
    const reason = error instanceof ProofRenderError ? error.message : automaticProofMessages.gaveUp;
    await db
      .update(table)
      .set(
        final
          ? { state: 'failed', reason, claimedUntil: null, updatedAt: new Date() }
          : {
              reason,
              claimedUntil: sql`now() + ${`${RETRY_AFTER_MS} milliseconds`}::interval`,
              updatedAt: new Date(),
            },
      )
      .where(mine);
    return final ? 'failed' : 'retried';
  }
}

/**
 * The render job (issue 32 §2): draws the automatic proofs waiting, oldest first, each under
 * its own lease, so any number of instances and runs share the work without drawing one twice.
 * A render that fails is tried again by a later run, up to MAX_RENDER_ATTEMPTS; artwork the
 * renderer cannot draw fails at once. Answers the counts for the job's record.
 */
export async function renderPendingProofs(): Promise<Record<'drawn' | 'failed' | 'retried', number>> {
  const counts = { drawn: 0, failed: 0, retried: 0 };
  for (let done = 0; done < RENDERS_PER_RUN; done += 1) {
    const row = await claimNext();
    if (!row) break;
    counts[await renderClaimed(row)] += 1;
  }
  return counts;
}

/** Renders started by drawProofsSoon and not yet finished: whoever closes the database waits for them. */
const rendersUnderWay = new Set<Promise<unknown>>();

export async function rendersSettled(): Promise<void> {
  await Promise.allSettled([...rendersUnderWay]);
}

/**
 * Starts drawing the proofs just queued without waiting for them (once a quote's submission
 * has answered): the job covers a render this process never finishes.
 */
export function drawProofsSoon(): void {
  const render: Promise<unknown> = new Promise((resolve) => setImmediate(resolve))
    .then(() => renderPendingProofs())
    .catch((error: unknown) => console.error(`[proofs] drawing proofs failed: ${describeError(error)}`))
    .finally(() => rendersUnderWay.delete(render));
  rendersUnderWay.add(render);
}

/**
 * Whether the quote's artwork is quarantined: the automatic proof could not draw it, so it waits
 * for staff to check it by hand.
 */
export async function artworkQuarantined(quoteId: string): Promise<boolean> {
  return (await automaticProofOf(quoteId))?.state === 'failed';
}

/** The automatic proof of a quote, if one was queued for it. */
export async function automaticProofOf(quoteId: string): Promise<AutomaticProofRow | undefined> {
  const { db } = await getDatabase();
  const [row] = await db
    .select()
    .from(tables.automaticProofs)
    .where(eq(tables.automaticProofs.quoteId, quoteId))
    .limit(1);
  return row;
}
