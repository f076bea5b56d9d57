import 'server-only';
import { unstable_cache } from 'next/cache';
import {
  categories,
  type CatalogueCategory,
  type CatalogueProduct,
  type ProductPhoto,
  type ReviewSummary,
} from '@/content/catalogue';
import { config } from '@/lib/config/server';
import { getDatabase, tables, type Database } from '@/lib/db/server';
import { reviewSummaries } from '@/lib/reviews/server';
import { cacheTags } from '@/lib/site-cache/server';

/**
 * How often a catalogue page is rendered again even if no one saves: pages built without a
 * database (and, on a serverless host, built again at each deploy) show the seed until then.
 */
const CATALOGUE_REFRESH_SECONDS = 300;

type ProductEdit = typeof tables.catalogueProducts.$inferSelect;

/** The specs staff may reword; a saved null keeps the seed's text. */
const specFields = ['material', 'adhesive', 'finish', 'outdoorLife'] as const;
type PhotoRow = typeof tables.cataloguePhotos.$inferSelect;

const shownPhoto = (row: PhotoRow): ProductPhoto => ({
  id: row.id,
  alt: row.alt,
  width: row.width,
  height: row.height,
  widths: row.widths,
});

/**
 * A product as the pages show it: staff's saved content over its seed, its main photo, its
 * other photos (`photos`: the product's own, in any order) oldest first for the gallery, and the
 * true average and count of its approved reviews (none: no rating shown).
 */
export function withContent(
  product: CatalogueProduct,
  edit: ProductEdit | undefined,
  photos: readonly PhotoRow[],
  reviews?: ReviewSummary,
): CatalogueProduct {
  const edited = edit && {
    name: edit.name,
    description: edit.description,
    isNew: edit.isNew,
    alt: edit.alt,
  };
  const specs =
    edit &&
    Object.fromEntries(specFields.flatMap((field) => (edit[field] === null ? [] : [[field, edit[field]]])));
  const main = photos.find((photo) => photo.main);
  const others = photos
    .filter((photo) => !photo.main)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map(shownPhoto);
  return {
    ...product,
    ...edited,
    ...(specs && Object.keys(specs).length > 0 ? { specs } : {}),
    ...(main ? { photo: shownPhoto(main) } : {}),
    ...(others.length > 0 ? { morePhotos: others } : {}),
    ...(reviews ? { reviews } : {}),
  };
}

/** The shop's catalogue: every category and product of the seed with staff's content over it. */
export async function readCatalogue(db?: Database): Promise<readonly CatalogueCategory[]> {
  if (config().buildingPages) return categories;
  const database = db ?? (await getDatabase()).db;
  const [edits, photos, summaries] = await Promise.all([
    database.select().from(tables.catalogueProducts),
    database.select().from(tables.cataloguePhotos),
    reviewSummaries(database),
  ]);
  const editOf = new Map(edits.map((edit) => [edit.productId, edit]));
  const photosOf = new Map<string, PhotoRow[]>();
  for (const photo of photos)
    photosOf.set(photo.productId, [...(photosOf.get(photo.productId) ?? []), photo]);
  return categories.map((category) => ({
    ...category,
    products: category.products.map((product) =>
      withContent(product, editOf.get(product.id), photosOf.get(product.id) ?? [], summaries.get(product.id)),
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
