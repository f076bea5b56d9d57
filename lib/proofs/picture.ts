import 'server-only';
import { and, eq } from 'drizzle-orm';
import { isStaff, type SessionUser } from '@/lib/auth/server';
import { MAX_ARTWORK_BYTES } from '@/lib/constants';
import { getDatabase, tables } from '@/lib/db/server';
import { DomainError } from '@/lib/errors';
import { quoteForViewerOrStaff } from '@/lib/orders/server';
import { artworkStorage } from '@/lib/storage/server';
import { automaticProofOf } from './automatic';
import { parsePictureName } from './names';

/** Every refusal reads the same, as the quote page's do: nothing tells what exists. */
const notFound = () => new DomainError('not_found', 'No such picture.');

/**
 * The PNG of a proof (see names.ts): a sent proof's for staff and for whoever may open the
 * quote's page (signed in, or with its link's token); the automatic proof's before it is
 * sent for staff only. Anyone else, and any other name, gets the same not_found.
 */
export async function proofPicture(input: {
  quoteNumber: string;
  fileName: string;
  user?: SessionUser;
  accessToken?: string;
  address: string;
}): Promise<Uint8Array> {
  const { quoteNumber, fileName, ...viewer } = input;
  const picture = parsePictureName(fileName);
  if (picture === undefined) throw notFound();
  if (picture === 'automatic' && !(await isStaff(viewer.user))) throw notFound();
  const quote = await quoteForViewerOrStaff({ number: quoteNumber, ...viewer }).catch((error: unknown) => {
    throw error instanceof DomainError && error.kind === 'not_found' ? notFound() : error;
  });
  let previewRef: string | null | undefined;
  if (picture === 'automatic') {
    previewRef = (await automaticProofOf(quote.id))?.previewRef;
  } else {
    const { db } = await getDatabase();
    const [proof] = await db
      .select({ previewRef: tables.proofs.previewRef })
      .from(tables.proofs)
      .where(and(eq(tables.proofs.quoteId, quote.id), eq(tables.proofs.version, picture)))
      .limit(1);
    previewRef = proof?.previewRef;
  }
  const bytes = previewRef ? await artworkStorage().readStart(previewRef, MAX_ARTWORK_BYTES) : undefined;
  if (!bytes) throw notFound();
  return bytes;
}
