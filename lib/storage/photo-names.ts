// Product photo file names; client-safe: the pages build photo addresses with them.

/** The formats product photos are stored in, by the extension of their files. */
export const photoFormats = { avif: 'image/avif', webp: 'image/webp' } as const;
export type PhotoFormat = keyof typeof photoFormats;

/** A stored photo file: `<photo id>-<width>.<format>`. Nothing else (no dot-dot, no slash) is one. */
const PHOTO_FILE_PATTERN =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,4})\.(avif|webp)$/;

export const newPhotoId = () => crypto.randomUUID();

export const photoFileName = (photoId: string, width: number, format: PhotoFormat) =>
  `${photoId}-${width}.${format}`;

/** The photo a stored file's name belongs to, or undefined when the name is not one. */
export function photoIdOf(name: string): string | undefined {
  return PHOTO_FILE_PATTERN.exec(name)?.[1];
}

/** The content type of a stored photo file's name, or undefined when the name is not one. */
export function photoFileType(name: string): string | undefined {
  const format = PHOTO_FILE_PATTERN.exec(name)?.[3] as PhotoFormat | undefined;
  return format ? photoFormats[format] : undefined;
}
