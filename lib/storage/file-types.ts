/**
 * Artwork the shop accepts (client-safe: the wizard's file picker uses it too). Each type
 * names the bytes its files start with, so a renamed executable is refused on upload.
 */
type Signature = (head: Buffer) => boolean;

const startsWith =
  (...bytes: number[]): Signature =>
  (head) =>
    bytes.every((byte, index) => head[index] === byte);
const anyOf =
  (...signatures: Signature[]): Signature =>
  (head) =>
    signatures.some((signature) => signature(head));

const pdf = startsWith(0x25, 0x50, 0x44, 0x46, 0x2d); // %PDF-
const postscript = startsWith(0x25, 0x21, 0x50, 0x53); // %!PS
const dosEps = startsWith(0xc5, 0xd0, 0xd3, 0xc6);
// Illustrator saves PDF-compatible files; older ones are PostScript.
const illustrator = anyOf(pdf, postscript);
const svg: Signature = (head) =>
  /^(\uFEFF)?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(
    head.toString('utf8'),
  );

const artworkTypes: Record<string, { extensions: string[]; signature: Signature }> = {
  'application/pdf': { extensions: ['pdf'], signature: pdf },
  'application/postscript': { extensions: ['ai', 'eps', 'ps'], signature: anyOf(illustrator, dosEps) },
  'application/illustrator': { extensions: ['ai'], signature: illustrator },
  'application/eps': { extensions: ['eps'], signature: anyOf(postscript, dosEps) },
  'image/x-eps': { extensions: ['eps'], signature: anyOf(postscript, dosEps) },
  'image/svg+xml': { extensions: ['svg'], signature: svg },
  'image/png': { extensions: ['png'], signature: startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) },
  'image/jpeg': { extensions: ['jpg', 'jpeg'], signature: startsWith(0xff, 0xd8, 0xff) },
  'image/tiff': {
    extensions: ['tif', 'tiff'],
    signature: anyOf(startsWith(0x49, 0x49, 0x2a, 0x00), startsWith(0x4d, 0x4d, 0x00, 0x2a)),
  },
  'image/vnd.adobe.photoshop': { extensions: ['psd'], signature: startsWith(0x38, 0x42, 0x50, 0x53) },
};

/** Bytes read from the start of a file before judging its signature (SVG may open with a long prolog). */
export const SIGNATURE_BYTES = 1024;

export const artworkTypeMessage = 'Please upload a PDF, AI, EPS, SVG, PNG, JPEG, TIFF or PSD file.';
export const contentsMismatchMessage = `The file's contents do not match its type. ${artworkTypeMessage}`;

/** Whether a file's first bytes (up to SIGNATURE_BYTES) are those of an accepted type it claims. */
export function startsLikeArtwork(type: string, head: Buffer): boolean {
  return isArtworkType(type) && artworkTypes[type]!.signature(head.subarray(0, SIGNATURE_BYTES));
}

/** A file picker's `accept` attribute for `types`: each type and its extensions. */
const acceptOf = (types: Record<string, { extensions: string[] }>) =>
  Object.entries(types)
    .flatMap(([type, { extensions }]) => [type, ...extensions.map((extension) => `.${extension}`)])
    .join(',');

export const artworkAccept = acceptOf(artworkTypes);

/** The content type to declare for a file: the browser's own, or one judged by its extension. */
export function artworkContentType(fileName: string, browserType: string): string | undefined {
  if (browserType in artworkTypes) return browserType;
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return Object.entries(artworkTypes).find(([, { extensions }]) => extensions.includes(extension))?.[0];
}

export function isArtworkType(type: string): boolean {
  return Object.hasOwn(artworkTypes, type);
}

const riffWebp: Signature = (head) =>
  startsWith(0x52, 0x49, 0x46, 0x46)(head) && head.subarray(8, 12).toString('latin1') === 'WEBP';

/** Product photos staff upload in the console: the types a browser shows, judged on their bytes. */
const photoTypes: Record<string, { extensions: string[]; signature: Signature }> = {
  'image/jpeg': artworkTypes['image/jpeg']!,
  'image/png': artworkTypes['image/png']!,
  'image/webp': { extensions: ['webp'], signature: riffWebp },
};

export const photoTypeMessage = 'Please upload a JPEG, PNG or WebP photo.';

/** The photo type a file's first bytes are, whatever its name or declared type says; else undefined. */
export function photoTypeOf(head: Buffer): string | undefined {
  return Object.keys(photoTypes).find((type) => photoTypes[type]!.signature(head));
}

export const photoAccept = acceptOf(photoTypes);
