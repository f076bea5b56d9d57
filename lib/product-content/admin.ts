import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { categories, type CatalogueCategory, type CatalogueProduct } from '@/content/catalogue';
import { getDatabase, tables } from '@/lib/db/server';
import { DomainError } from '@/lib/errors';
import { cacheTags, publishChange } from '@/lib/site-cache/server';
import { withContent } from './catalogue';

const PRODUCT_NAME_MAX = 80;
const PRODUCT_DESCRIPTION_MAX = 400;
const ALT_TEXT_MAX = 200;

export const staleEditMessage =
  'Someone else saved this product since you opened it. Reload the page to see their changes, then make yours again.';

const seedProducts = new Map(
  categories.flatMap((category) => category.products.map((product) => [product.id, { category, product }])),
);

/** The seed product an id names, with its category; undefined for any other text. */
const findSeedProduct = (id: string) => seedProducts.get(id);

/** A product id of the catalogue, as a form posts it. */
export const productIdField = z
  .string()
  .refine((id) => seedProducts.has(id), { message: 'No such product.' });

const text = (missing: string, label: string, max: number) =>
  z.string().trim().min(1, missing).max(max, `${label} must be at most ${max} characters.`);

/** The image's alternative text, for the drawing and for each photo. */
export const altTextField = text(
  'Please describe the picture for people who cannot see it.',
  'The description of the picture',
  ALT_TEXT_MAX,
);

const checkbox = z.literal('on').optional().transform(Boolean);

const SPEC_MAX = 200;
/** A spec's wording; left empty, the product page shows the shop's standard text for it (null). */
const specText = (label: string) =>
  z
    .string()
    .trim()
    .max(SPEC_MAX, `${label} must be at most ${SPEC_MAX} characters.`)
    .optional()
    .transform((value) => value || null);

/** The console's product form, as the browser posts it: every value a string, a ticked box 'on'. */
export const productContentSchema = z.object({
  product: productIdField,
  // The version the form was opened at (0: the product was never edited), checked on save.
  version: z.coerce.number().int().min(0),
  name: text('Please enter a name.', 'The name', PRODUCT_NAME_MAX),
  // One paragraph on the pages: line breaks typed in the box read as spaces.
  description: z
    .string()
    .transform((value) => value.replace(/\s+/g, ' '))
    .pipe(text('Please enter a description.', 'The description', PRODUCT_DESCRIPTION_MAX)),
  alt: altTextField,
  material: specText('The material'),
  adhesive: specText('The adhesive'),
  finish: specText('The finish'),
  outdoorLife: specText('The outdoor life'),
  isNew: checkbox,
});

export type ProductContentInput = z.infer<typeof productContentSchema>;
export type ProductEdit = typeof tables.catalogueProducts.$inferSelect;
export type StaffPhoto = typeof tables.cataloguePhotos.$inferSelect;

/**
 * Saves a product's content as `staffEmail`, over its seed, if no one else saved it since the
 * form was opened at `version`; every instance's catalogue pages are then refreshed.
 */
export async function saveProductContent(
  { product: productId, version, ...content }: ProductContentInput,
  staffEmail: string,
): Promise<ProductEdit> {
  const { db } = await getDatabase();
  const table = tables.catalogueProducts;
  const values = { ...content, updatedBy: staffEmail, updatedAt: new Date() };
  // A first edit inserts (two at once: one lands); a later one updates only the version it read.
  const [saved] =
    version === 0
      ? await db
          .insert(table)
          .values({ productId, ...values })
          .onConflictDoNothing()
          .returning()
      : await db
          .update(table)
          .set({ ...values, version: sql`${table.version} + 1` })
          .where(and(eq(table.productId, productId), eq(table.version, version)))
          .returning();
  if (!saved) throw new DomainError('conflict', staleEditMessage, { field: 'version' });
  await publishChange([cacheTags.catalogue], db);
  return saved;
}

/** Every category's products for the console's list, as the pages show them, with who last saved each. */
export async function listCatalogueForStaff(): Promise<
  {
    category: CatalogueCategory;
    products: { product: CatalogueProduct; edit?: ProductEdit; photoCount: number }[];
  }[]
> {
  const { db } = await getDatabase();
  const [edits, photos] = await Promise.all([
    db.select().from(tables.catalogueProducts),
    db.select().from(tables.cataloguePhotos),
  ]);
  const editOf = new Map(edits.map((edit) => [edit.productId, edit]));
  return categories.map((category) => ({
    category,
    products: category.products.map((seed) => {
      const own = photos.filter((photo) => photo.productId === seed.id);
      const edit = editOf.get(seed.id);
      const product = withContent(seed, edit, own);
      return { product, edit, photoCount: own.length };
    }),
  }));
}

/** One product for its console page: as the pages show it, its saved edit if any, and every photo. */
export async function productForStaff(id: string) {
  const seed = findSeedProduct(id);
  if (!seed) return undefined;
  const { db } = await getDatabase();
  const [[edit], photos] = await Promise.all([
    db.select().from(tables.catalogueProducts).where(eq(tables.catalogueProducts.productId, id)),
    db
      .select()
      .from(tables.cataloguePhotos)
      .where(eq(tables.cataloguePhotos.productId, id))
      .orderBy(asc(tables.cataloguePhotos.createdAt)),
  ]);
  return {
    category: seed.category,
    product: withContent(seed.product, edit, photos),
    edit,
    photos,
  };
}
