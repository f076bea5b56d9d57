import 'server-only';
import { and, asc, eq, ne } from 'drizzle-orm';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { z } from 'zod';
import { getDatabase, tables, type Database, type Transaction } from '@/lib/db';
import { DomainError, invalidField } from '@/lib/errors';
import { cacheTags, publishChange } from '@/lib/site-cache';
import {
  newPhotoId,
  photoFileName,
  photoFileType,
  photoFiles,
  photoFormats,
  type PhotoFormat,
} from '@/lib/storage';
import { photoTypeMessage, photoTypeOf } from '@/lib/storage/file-types';
import { altTextField, productIdField, type StaffPhoto } from './admin';

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
const filesOf = (photo: Pick<StaffPhoto, 'id' | 'widths'>) =>
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

export const photoUploadSchema = z.object({ product: productIdField, alt: altTextField });
export const photoChangeSchema = z.object({
  product: productIdField,
  photo: z.uuid({ message: photoMessages.noSuchPhoto }),
});
export const photoAltSchema = photoChangeSchema.extend({ alt: altTextField });

/**
 * Stores an uploaded photo of a product (its files first, then its row), as `staffEmail`. A
 * product's first photo becomes its main one; the pages are refreshed.
 */
export async function addProductPhoto(
  { product, alt }: z.infer<typeof photoUploadSchema>,
  upload: Buffer,
  staffEmail: string,
): Promise<StaffPhoto> {
  const prepared = await preparePhoto(upload);
  const id = newPhotoId();
  const store = photoFiles();
  await Promise.all(
    prepared.files.map((file) => store.putPhoto(photoFileName(id, file.width, file.format), file.bytes)),
  );
  const { db } = await getDatabase();
  const photos = tables.cataloguePhotos;
  try {
    const row = await db.transaction(async (tx) => {
      const [main] = await tx
        .select({ id: photos.id })
        .from(photos)
        .where(and(eq(photos.productId, product), eq(photos.main, true)));
      const [inserted] = await tx
        .insert(photos)
        .values({
          id,
          productId: product,
          alt,
          width: prepared.width,
          height: prepared.height,
          widths: prepared.widths,
          main: !main,
          createdBy: staffEmail,
        })
        .returning();
      return inserted!;
    });
    await publishChange([cacheTags.catalogue], db);
    return row;
  } catch (error) {
    await store.removePhotos(filesOf({ id, widths: prepared.widths }));
    throw error;
  }
}

async function photoOf(db: Database | Transaction, { product, photo }: z.infer<typeof photoChangeSchema>) {
  const photos = tables.cataloguePhotos;
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, photo), eq(photos.productId, product)));
  if (!row) throw invalidField(PHOTO_FIELD, photoMessages.noSuchPhoto);
  return row;
}

/** Changes a photo's alternative text. */
export async function changePhotoAlt(input: z.infer<typeof photoAltSchema>): Promise<void> {
  const { db } = await getDatabase();
  await photoOf(db, input);
  await db
    .update(tables.cataloguePhotos)
    .set({ alt: input.alt })
    .where(eq(tables.cataloguePhotos.id, input.photo));
  await publishChange([cacheTags.catalogue], db);
}

/** Makes a photo its product's main one, the picture the pages show. */
export async function makeMainPhoto(input: z.infer<typeof photoChangeSchema>): Promise<void> {
  const { db } = await getDatabase();
  const photos = tables.cataloguePhotos;
  await db.transaction(async (tx) => {
    await photoOf(tx, input);
    await tx
      .update(photos)
      .set({ main: false })
      .where(and(eq(photos.productId, input.product), ne(photos.id, input.photo)));
    await tx.update(photos).set({ main: true }).where(eq(photos.id, input.photo));
  });
  await publishChange([cacheTags.catalogue], db);
}

/**
 * Deletes a photo and its stored files. When it was the main photo, the product's oldest
 * remaining one takes its place (none: the pages show the drawing again).
 */
export async function deleteProductPhoto(input: z.infer<typeof photoChangeSchema>): Promise<void> {
  const { db } = await getDatabase();
  const photos = tables.cataloguePhotos;
  const deleted = await db.transaction(async (tx) => {
    const row = await photoOf(tx, input);
    await tx.delete(photos).where(eq(photos.id, row.id));
    if (row.main) {
      const [next] = await tx
        .select({ id: photos.id })
        .from(photos)
        .where(eq(photos.productId, input.product))
        .orderBy(asc(photos.createdAt))
        .limit(1);
      if (next) await tx.update(photos).set({ main: true }).where(eq(photos.id, next.id));
    }
    return row;
  });
  // After the commit: a failed delete leaves unreachable files, never a photo without them.
  await photoFiles().removePhotos(filesOf(deleted));
  await publishChange([cacheTags.catalogue], db);
}

/** A stored photo file and its content type, or undefined for any name that is not one. */
export async function readPhotoFile(name: string): Promise<{ bytes: Buffer; type: string } | undefined> {
  const type = photoFileType(name);
  const bytes = type && (await photoFiles().readPhoto(name));
  return type && bytes ? { bytes, type } : undefined;
}
