import { useEffect, useState } from 'react';

/** Types the browser draws as they are (TIFF cannot be shown in an <img>). */
const SHOWN_AS_IS = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'];

/**
 * A picture of the artwork for the thumbnail and the preview: the file itself when the browser
 * can show it; else one drawn from it (PDF, Photoshop), the code that draws it loaded only then.
 */
async function pictureOf(file: File): Promise<Blob | undefined> {
  if (SHOWN_AS_IS.includes(file.type)) return file;
  const { drawnPicture } = await import('./drawn-picture');
  return drawnPicture(file);
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
