import 'server-only';
import { unstable_cache } from 'next/cache';
import { eq } from 'drizzle-orm';
import {
  categories,
  type CatalogueCategory,
  type CatalogueProduct,
  type ReviewSummary,
} from '@/content/catalogue';
import { config } from '@/lib/config';
import { getDatabase, tables, type Database } from '@/lib/db';
import { reviewSummaries } from '@/lib/reviews';
import { cacheTags } from '@/lib/site-cache';

/**
 * How often a catalogue page is rendered again even if no one saves: pages built without a
 * database (and, on a serverless host, built again at each deploy) show the seed until then.
 */
const CATALOGUE_REFRESH_SECONDS = 300;

type ProductEdit = typeof tables.catalogueProducts.$inferSelect;
type PhotoRow = typeof tables.cataloguePhotos.$inferSelect;

/**
 * A product as the pages show it: staff's saved content over its seed, its main photo, and the
 * true average and count of its approved reviews (none: no rating shown).
 */
export function withContent(
  product: CatalogueProduct,
  edit: ProductEdit | undefined,
  mainPhoto: PhotoRow | undefined,
  reviews?: ReviewSummary,
): CatalogueProduct {
  const edited = edit && {
    name: edit.name,
    description: edit.description,
    isNew: edit.isNew,
    alt: edit.alt,
  };
  const photo = mainPhoto && {
    id: mainPhoto.id,
    alt: mainPhoto.alt,
    width: mainPhoto.width,
    height: mainPhoto.height,
    widths: mainPhoto.widths,
  };
  return { ...product, ...edited, ...(photo ? { photo } : {}), ...(reviews ? { reviews } : {}) };
}

/** The shop's catalogue: every category and product of the seed with staff's content over it. */
export async function readCatalogue(db?: Database): Promise<readonly CatalogueCategory[]> {
  if (config().buildingPages) return categories;
  const database = db ?? (await getDatabase()).db;
  const [edits, mainPhotos, summaries] = await Promise.all([
    database.select().from(tables.catalogueProducts),
    database.select().from(tables.cataloguePhotos).where(eq(tables.cataloguePhotos.main, true)),
    reviewSummaries(database),
  ]);
  const editOf = new Map(edits.map((edit) => [edit.productId, edit]));
  const photoOf = new Map(mainPhotos.map((photo) => [photo.productId, photo]));
  return categories.map((category) => ({
    ...category,
    products: category.products.map((product) =>
      withContent(product, editOf.get(product.id), photoOf.get(product.id), summaries.get(product.id)),
    ),
  }));
}

let cachedCatalogue: (() => Promise<readonly CatalogueCategory[]>) | undefined;

/**
 * The catalogue for the pages, cached under the catalogue tag that a save in the console
 * refreshes, and the reviews tag that a moderation refreshes (lib/site-cache). Made on first use, so importing this area never touches Next's cache.
 */
export function shopCatalogue(): Promise<readonly CatalogueCategory[]> {
  cachedCatalogue ??= unstable_cache(() => readCatalogue(), ['catalogue'], {
    tags: [cacheTags.catalogue, cacheTags.reviews],
    revalidate: CATALOGUE_REFRESH_SECONDS,
  });
  return cachedCatalogue();
}
