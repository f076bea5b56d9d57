/*
 * Where a proof's picture is served (client-safe: the quote pages build the links). The
 * picture of a sent proof is `proof-<version>.png`; staff also see the automatic proof's
 * before it is sent, as `automatic.png`.
 */
const AUTOMATIC_PICTURE = 'automatic.png';
const SENT_PICTURE = /^proof-([1-9]\d{0,3})\.png$/;

/** The picture's path, with the e-mailed link's token for a guest. */
export function proofPictureHref(
  quoteNumber: string,
  picture: number | 'automatic',
  accessToken?: string,
): string {
  const name = picture === 'automatic' ? AUTOMATIC_PICTURE : `proof-${picture}.png`;
  const path = `/api/quotes/${encodeURIComponent(quoteNumber)}/proof-pictures/${name}`;
  return accessToken ? `${path}?access=${encodeURIComponent(accessToken)}` : path;
}

/** Which picture a file name asks for, or undefined for any other name. */
export function parsePictureName(name: string): number | 'automatic' | undefined {
  if (name === AUTOMATIC_PICTURE) return 'automatic';
  const match = SENT_PICTURE.exec(name);
  return match ? Number(match[1]) : undefined;
}
