import 'server-only';
import { eq } from 'drizzle-orm';
import { getDatabase, tables } from '@/lib/db/server';
import { DomainError } from '@/lib/errors';
import { nextProofVersion, sendStoredProof, type OrderActor } from '@/lib/orders/server';
import { automaticProofOf, drawAndStore } from './automatic';

/** What the customer reads with an automatic proof staff send in one click. */
const AUTOMATIC_PROOF_MESSAGE =
  'Here is the proof of your design, drawn from your artwork at its printed size. Please check the spelling, colours and size, then approve it or tell us what to change.';

const notReadyMessage = 'The automatic proof of this quote is not ready.';

/**
 * Sends the quote's automatic proof to the customer (issue 32 §2), with the same effect as
 * uploading it: a new proof version, the order at proof sent, the customer e-mailed. A proof
 * drawn for a version another proof has taken since is drawn again for the next one first.
 */
export async function sendAutomaticProof(input: {
  quoteId: string;
  actor: OrderActor;
}): Promise<{ version: number }> {
  const row = await automaticProofOf(input.quoteId);
  if (row?.state !== 'ready' || !row.fileRef || !row.sha256 || row.version === null) {
    throw new DomainError('conflict', notReadyMessage);
  }
  const { db } = await getDatabase();
  let drawn = { version: row.version, fileRef: row.fileRef, previewRef: row.previewRef, sha256: row.sha256 };
  const next = await nextProofVersion(db, input.quoteId);
  if (next !== row.version) {
    const [quote] = await db.select().from(tables.quotes).where(eq(tables.quotes.id, input.quoteId)).limit(1);
    if (!quote) throw new DomainError('not_found', 'No such quote.');
    drawn = await drawAndStore(quote, next);
    await db
      .update(tables.automaticProofs)
      .set({ ...drawn, updatedAt: new Date() })
      .where(eq(tables.automaticProofs.quoteId, input.quoteId));
  }
  const { version } = await sendStoredProof({
    quoteId: input.quoteId,
    file: {
      fileRef: drawn.fileRef,
      fileName: `proof-v${drawn.version}.pdf`,
      fileType: 'application/pdf',
      sha256: drawn.sha256,
      ...(drawn.previewRef ? { previewRef: drawn.previewRef } : {}),
    },
    expectedVersion: drawn.version,
    message: AUTOMATIC_PROOF_MESSAGE,
    actor: input.actor,
  });
  return { version };
}
