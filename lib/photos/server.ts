import 'server-only';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { DomainError, invalidField } from '@/lib/errors';
import { newPhotoId, photoFileName, photoFiles, photoFormats, type PhotoFormat } from '@/lib/storage/server';
import { photoTypeMessage, photoTypeOf } from '@/lib/storage';

/**
 * Photos people upload (staff's catalogue photos, buyers' review photos): checked, converted
 * for the pages by sharp and stored through the storage seam. Each caller records its own row.
 */

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/**
 * The most pixels a photo may decode to (a 50-megapixel camera's). A small file can declare a
 * huge image (a decompression bomb); it is refused from its header before any pixel is decoded.
 */
const MAX_PHOTO_PIXELS = 50_000_000;
/** The widths the pages ask for (listing cards to a product page on a wide, dense screen). */
const PHOTO_WIDTHS = [320, 640, 960, 1280] as const;
const LARGEST_WIDTH = PHOTO_WIDTHS.at(-1)!;

export const photoMessages = {
  missing: 'Please choose a photo.',
  tooLarge: `The photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`,
  type: photoTypeMessage,
  tooManyPixels: `The photo has more than ${MAX_PHOTO_PIXELS / 1_000_000} million pixels. Please resize it and upload it again.`,
  unreadable: 'The photo could not be read: the file is damaged or incomplete.',
  noSuchPhoto: 'This photo no longer exists.',
};

const PHOTO_FIELD = 'photo';
const refuse = (message: string) => invalidField(PHOTO_FIELD, message);
const tooLarge = () => new DomainError('too_large', photoMessages.tooLarge, { field: PHOTO_FIELD });
const wrongType = () => new DomainError('unsupported_type', photoMessages.type, { field: PHOTO_FIELD });

/** The encoders' settings: good enough for a product photo, quick enough to run at upload. */
const encode: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 3 }),
  webp: (image) => image.webp({ quality: 78 }),
};

type PreparedPhoto = {
  width: number;
  height: number;
  widths: number[];
  files: { width: number; format: PhotoFormat; bytes: Buffer }[];
};

/**
 * Decodes an uploaded photo once, upright (its EXIF orientation applied), at most
 * LARGEST_WIDTH on its long side, and encodes it as AVIF and WebP at each width the pages use
 * up to its own (never enlarged). The encoders write no metadata: no EXIF, no GPS position, no
 * camera details leave the shop. Refuses, naming the field, what is not a readable photo.
 */
async function preparePhoto(bytes: Buffer): Promise<PreparedPhoto> {
  if (bytes.length === 0) throw refuse(photoMessages.missing);
  if (bytes.length > MAX_PHOTO_BYTES) throw tooLarge();
  if (!photoTypeOf(bytes)) throw wrongType();
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'warning' } as const;
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    // The header alone: a bomb is turned away before it is decoded.
    const header = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
    // The decoder's own reading of the bytes, in case they only begin like a photo.
    if (!['jpeg', 'png', 'webp'].includes(header.format ?? '')) throw wrongType();
    if ((header.width ?? 0) * (header.height ?? 0) > MAX_PHOTO_PIXELS)
      throw refuse(photoMessages.tooManyPixels);
    decoded = await sharp(bytes, options)
      .autoOrient()
      .resize({ width: LARGEST_WIDTH, height: LARGEST_WIDTH, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw refuse(photoMessages.unreadable);
  }
  const { data, info } = decoded;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const widths = [...PHOTO_WIDTHS.filter((width) => width < info.width), info.width];
  const files = await Promise.all(
    widths.flatMap((width) =>
      (Object.keys(photoFormats) as PhotoFormat[]).map(async (format) => ({
        width,
        format,
        bytes: await encode[format](sharp(data, { raw }).resize({ width })).toBuffer(),
      })),
    ),
  );
  return { width: info.width, height: info.height, widths, files };
}

/** Every stored file of a photo. */
const filesOf = (photo: Pick<StoredPhotoFiles, 'id' | 'widths'>) =>
  photo.widths.flatMap((width) =>
    (Object.keys(photoFormats) as PhotoFormat[]).map((format) => photoFileName(photo.id, width, format)),
  );

/**
 * The bytes of the file a form posted as its photo. Its size is judged before it is read: the
 * server action's body limit (next.config.ts) lets a little more than MAX_PHOTO_BYTES in.
 */
export async function uploadedPhoto(file: FormDataEntryValue | null): Promise<Buffer> {
  if (!(file instanceof Blob) || file.size === 0) throw refuse(photoMessages.missing);
  if (file.size > MAX_PHOTO_BYTES) throw tooLarge();
  return Buffer.from(await file.arrayBuffer());
}

/** A photo's files as stored: `<id>-<width>.avif|webp` at each of `widths`; the largest is `width` × `height`. */
export type StoredPhotoFiles = { id: string; width: number; height: number; widths: number[] };

/**
 * Converts an uploaded photo (see preparePhoto: upright, resized, AVIF and WebP, no metadata)
 * and stores its files under a new id. Shared by catalogue photos and buyers' review photos;
 * the caller records the row, and removes the files (removePhotoFiles) if that fails.
 */
export async function storeUploadedPhoto(upload: Buffer): Promise<StoredPhotoFiles> {
  const prepared = await preparePhoto(upload);
  const id = newPhotoId();
  const store = photoFiles();
  await Promise.all(
    prepared.files.map((file) => store.putPhoto(photoFileName(id, file.width, file.format), file.bytes)),
  );
  return { id, width: prepared.width, height: prepared.height, widths: prepared.widths };
}

/** Removes every stored file of a photo. */
export function removePhotoFiles(photo: Pick<StoredPhotoFiles, 'id' | 'widths'>): Promise<void> {
  return photoFiles().removePhotos(filesOf(photo));
}
