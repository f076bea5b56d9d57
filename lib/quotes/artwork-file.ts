import { MAX_ARTWORK_BYTES } from '@/lib/constants';
import { artworkContentType, artworkTypeMessage } from '@/lib/storage';
import { quoteMessages } from '@/lib/validation';

/** The file's size in MB as the spec's message shows it. */
export function fileSizeMb(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(2);
}

/**
 * Why the shop cannot take an artwork file, judged on what the browser knows of it before it
 * is sent: over the 50 MB limit (the spec's message), or of a type the upload endpoint refuses
 * (the same list, lib/storage/file-types). Undefined for a file it can take. The wizard asks
 * this the moment a file is chosen, and its form schema again on Submit.
 */
export function artworkFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | undefined {
  if (file.size > MAX_ARTWORK_BYTES) return quoteMessages.fileTooLarge(fileSizeMb(file.size));
  if (!artworkContentType(file.name, file.type)) return artworkTypeMessage;
  return undefined;
}
