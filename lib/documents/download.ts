import 'server-only';
import { DomainError } from '@/lib/errors';
import { documentOfQuote } from './issue';
import { documentFileName, parseDocumentFileName } from './names';
import { renderDocument } from './render';

/** Every refusal reads the same, as the quote page's do: nothing tells what exists. */
const notFound = () => new DomainError('not_found', 'No such document.');

/**
 * The PDF of one of a quote's documents. `quoteIdOf` finds the quote for whoever asks (staff,
 * or the quote page's rule) and is asked only for a well-formed file name; its refusal, and
 * any name that is not one of the quote's documents, is the same not_found.
 */
export async function documentDownload(
  fileName: string,
  quoteIdOf: () => Promise<string>,
): Promise<{ fileName: string; bytes: Buffer }> {
  const named = parseDocumentFileName(fileName);
  if (!named) throw notFound();
  const quoteId = await quoteIdOf().catch((error: unknown) => {
    throw error instanceof DomainError && error.kind === 'not_found' ? notFound() : error;
  });
  const document = await documentOfQuote(quoteId, named.kind, named.number);
  if (!document) throw notFound();
  return {
    fileName: documentFileName(document.kind, document.number),
    bytes: await renderDocument(document.value),
  };
}
