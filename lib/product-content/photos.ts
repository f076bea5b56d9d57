import 'server-only';
import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { getDatabase, tables, type Database, type Transaction } from '@/lib/db/server';
import { invalidField } from '@/lib/errors';
import { photoMessages, removePhotoFiles, storeUploadedPhoto } from '@/lib/photos/server';
import { cacheTags, publishChange } from '@/lib/site-cache/server';
import { photoFileType, photoFiles } from '@/lib/storage/server';
import { altTextField, productIdField, type StaffPhoto } from './admin';

export { MAX_PHOTO_BYTES, photoMessages, uploadedPhoto } from '@/lib/photos/server';

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
  const prepared = await storeUploadedPhoto(upload);
  const { id } = prepared;
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
    await removePhotoFiles(prepared);
    throw error;
  }
}

async function photoOf(db: Database | Transaction, { product, photo }: z.infer<typeof photoChangeSchema>) {
  const photos = tables.cataloguePhotos;
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, photo), eq(photos.productId, product)));
  if (!row) throw invalidField('photo', photoMessages.noSuchPhoto);
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
  await removePhotoFiles(deleted);
  await publishChange([cacheTags.catalogue], db);
}

/** A stored photo file and its content type, or undefined for any name that is not one. */
export async function readPhotoFile(name: string): Promise<{ bytes: Buffer; type: string } | undefined> {
  const type = photoFileType(name);
  const bytes = type && (await photoFiles().readPhoto(name));
  return type && bytes ? { bytes, type } : undefined;
}
