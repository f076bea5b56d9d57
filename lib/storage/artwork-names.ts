import { randomUUID } from 'node:crypto';
import path from 'node:path';

/** How long a browser may take to start its upload, and how long a download link works. */
export const UPLOAD_URL_LIFETIME_SECONDS = 15 * 60;
export const DOWNLOAD_URL_LIFETIME_SECONDS = 5 * 60;

export const fileTooLargeMessage = 'The file is larger than 50 MB.';

/** A stored file's name: a random UUID (unguessable, unique) and the visitor's cleaned name. */
const NAME_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[a-z0-9._-]{1,80}$/;
const UUID_LENGTH = 36;

export function newArtworkName(fileName: string): string {
  const cleaned = path
    .basename(fileName)
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '');
  return `${randomUUID()}-${cleaned.slice(-80) || 'artwork'}`;
}

export function isArtworkName(name: string): boolean {
  return NAME_PATTERN.test(name);
}

/** The visitor's cleaned file name, for a download's Content-Disposition. */
export function downloadFileName(name: string): string {
  return name.slice(UUID_LENGTH + 1);
}

/** The stored name a file URL or quote reference ends with (both stores name files this way). */
export function artworkNameOf(reference: string): string | undefined {
  const name = reference.slice(reference.lastIndexOf('/') + 1);
  return isArtworkName(name) ? name : undefined;
}
