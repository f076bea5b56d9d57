import { useEffect, useState } from 'react';
import { isPdf } from '@/lib/artwork-preflight/read-pdf';

/** Types the browser draws as they are (TIFF cannot be shown in an <img>). */
const SHOWN_AS_IS = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'];

/**
 * A picture of the artwork for the thumbnail and the preview: the file itself when the browser
 * can show it; a PDF's (or PDF-compatible Illustrator file's) first page drawn by pdf.js, or a
 * Photoshop file's composite, each reader loaded only then; else nothing, as for a file that
 * cannot be read.
 */
async function pictureOf(file: File): Promise<Blob | undefined> {
  if (SHOWN_AS_IS.includes(file.type)) return file;
  if (!isPdf(new Uint8Array(await file.slice(0, 5).arrayBuffer()))) return undefined;
  const { pdfPagePicture } = await import('./pdf-page-picture');
  return pdfPagePicture(file);
}

/** An object URL of the artwork's picture, revoked with the file it was made for. */
export function useArtworkPicture(file?: File): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return;
    let current = true;
    let created: string | undefined;
    pictureOf(file).then(
      (picture) => {
        if (!current || !picture) return;
        created = URL.createObjectURL(picture);
        setUrl(created);
      },
      () => undefined,
    );
    return () => {
      current = false;
      if (created) URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [file]);
  return url;
}
