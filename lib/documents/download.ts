import 'server-only';
import type { SessionUser } from '@/lib/auth';
import { DomainError } from '@/lib/errors';
import { quoteForViewerOrStaff } from '@/lib/orders';
import { documentOfQuote } from './issue';
import { documentFileName, parseDocumentFileName } from './names';
import { renderDocument } from './render';

/** Who asks: the signed-in user, the e-mailed link's token, and the address guesses count against. */
type Viewer = { user?: SessionUser; accessToken?: string; address: string };

/** Every refusal reads the same, as the quote page's do: nothing tells what exists. */
const notFound = () => new DomainError('not_found', 'No such document.');

async function quoteIdFor(number: string, viewer: Viewer): Promise<string> {
  // Staff, or the quote page's rule: their own quote, or the e-mailed link's.
  const quote = await quoteForViewerOrStaff({ number, ...viewer }).catch((error: unknown) => {
    throw error instanceof DomainError && error.kind === 'not_found' ? notFound() : error;
  });
  return quote.id;
}

/**
 * The PDF of one of a quote's documents, for staff and for whoever may see the quote (see
 * `quoteForViewer`); anyone else, and any name that is not one of the quote's documents,
 * gets the same not_found.
 */
export async function documentDownload(
  input: { quoteNumber: string; fileName: string } & Viewer,
): Promise<{ fileName: string; bytes: Buffer }> {
  const { quoteNumber, fileName, ...viewer } = input;
  const named = parseDocumentFileName(fileName);
  if (!named) throw notFound();
  const quoteId = await quoteIdFor(quoteNumber, viewer);
  const document = await documentOfQuote(quoteId, named.kind, named.number);
  if (!document) throw notFound();
  return {
    fileName: documentFileName(document.kind, document.number),
    bytes: await renderDocument(document.value),
  };
}
