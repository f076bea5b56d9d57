import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { getDatabase, tables } from '@/lib/db/server';
import { PREFLIGHT_HEAD_BYTES, preflightArtwork, type Preflight } from '@/lib/artwork-preflight';
import { describeError } from '@/lib/log';
import { artworkStorage } from '@/lib/storage/server';

/**
 * How long an uploaded file may wait for its quote. The upload URL lives 15 minutes and the
 * wizard holds the file's URL only while its page is open, so a day is generous.
 */
export const ABANDONED_ARTWORK_AFTER_MS = 24 * 60 * 60 * 1000;
const NAMES_PER_QUERY = 500;

/** The names among `fileNames` that a stored quote's file URL, a proof's, a certificate's or a message's file ends with. */
async function namesInQuotes(fileNames: string[]): Promise<Set<string>> {
  const { db } = await getDatabase();
  // By name, not whole URL: a quote stored under an earlier SITE_URL still keeps its file.
  const name = sql<string>`regexp_replace(${tables.quotes.uploadedFileUrl}, '^.*/', '')`;
  const kept = new Set<string>();
  for (let start = 0; start < fileNames.length; start += NAMES_PER_QUERY) {
    const batch = fileNames.slice(start, start + NAMES_PER_QUERY);
    const rows = await db.selectDistinct({ name }).from(tables.quotes).where(inArray(name, batch));
    // Proofs staff sent live in the same store.
    const proofName = sql<string>`regexp_replace(${tables.proofs.fileRef}, '^.*/', '')`;
    const proofRows = await db
      .selectDistinct({ name: proofName })
      .from(tables.proofs)
      .where(inArray(proofName, batch));
    // So do customers' tax exemption certificates, kept as long as their account's record.
    const certificateName = sql<string>`regexp_replace(${tables.exemptionCertificates.fileRef}, '^.*/', '')`;
    const certificateRows = await db
      .selectDistinct({ name: certificateName })
      .from(tables.exemptionCertificates)
      .where(inArray(certificateName, batch));
    // And the automatic proofs drawn on submission (lib/proofs), with their pictures.
    const automatic = tables.automaticProofs;
    const automaticRows = (
      await Promise.all(
        [automatic.fileRef, automatic.previewRef, tables.proofs.previewRef].map((column) => {
          const fileName = sql<string>`regexp_replace(${column}, '^.*/', '')`;
          return db
            .selectDistinct({ name: fileName })
            .from(column === tables.proofs.previewRef ? tables.proofs : automatic)
            .where(inArray(fileName, batch));
        }),
      )
    ).flat();
    // And the files sent with a quote's messages and notes (lib/orders/conversation).
    const attachmentName = sql<string>`regexp_replace(${tables.quoteEvents.attachmentRef}, '^.*/', '')`;
    const attachmentRows = await db
      .selectDistinct({ name: attachmentName })
      .from(tables.quoteEvents)
      .where(inArray(attachmentName, batch));
    for (const row of [...rows, ...proofRows, ...certificateRows, ...automaticRows, ...attachmentRows])
      kept.add(row.name);
  }
  return kept;
}

/** Takes up an uploaded file for a quote; answers the reference to store, or undefined if there is none. */
export function acceptArtwork(uploadedFileUrl: string): Promise<string | undefined> {
  return artworkStorage().acceptUpload(uploadedFileUrl);
}

/**
 * The stored artwork checked again for the quote's size (what the wizard showed came from the
 * browser). A file that cannot be read is "unchecked", never a failed quote.
 */
export async function checkArtwork(
  reference: string,
  size: { width: number; height: number },
): Promise<Preflight> {
  try {
    const head = await artworkStorage().readStart(reference, PREFLIGHT_HEAD_BYTES);
    if (head) return preflightArtwork(head, size);
  } catch (error) {
    console.error(`[quotes] reading artwork for its check failed: ${describeError(error)}`);
  }
  return preflightArtwork(new Uint8Array(), size);
}

/** A short-lived download link for a quote's artwork, for staff or the customer who sent it. */
export function artworkDownloadUrl(quote: { uploadedFileUrl: string | null }): Promise<string | undefined> {
  return quote.uploadedFileUrl
    ? artworkStorage().downloadUrl(quote.uploadedFileUrl)
    : Promise.resolve(undefined);
}

/** Deletes uploaded files that no quote, proof, certificate or message took up within a day; answers how many went. */
export function removeAbandonedArtwork(): Promise<number> {
  return artworkStorage().removeAbandoned({ olderThanMs: ABANDONED_ARTWORK_AFTER_MS, inUse: namesInQuotes });
}
