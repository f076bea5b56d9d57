import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A catalogue product's content as staff last saved it in the console (issue 31 §3), laid over
 * the seed in content/catalogue.ts: a product with no row shows its seed, and a row outlives
 * every deploy. `version` goes up with each save, so a form opened before someone else saved is
 * refused instead of undoing their change.
 */
export const catalogueProducts = pgTable('catalogue_products', {
  // The product's id in content/catalogue.ts.
  productId: text('product_id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  isNew: boolean('is_new').notNull(),
  alt: text('alt').notNull(),
  // The specs on the product page (content/product-specs.ts): null shows the seed's text.
  material: text('material'),
  adhesive: text('adhesive'),
  finish: text('finish'),
  outdoorLife: text('outdoor_life'),
  version: integer('version').notNull().default(1),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A product photo staff uploaded. Its files are stored as `<id>-<width>.avif` and `.webp` at each
 * of `widths` (never wider than the upload); `width` × `height` is the largest, upright. One
 * photo per product is its main one, the picture the pages show.
 */
export const cataloguePhotos = pgTable(
  'catalogue_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id').notNull(),
    alt: text('alt').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    widths: integer('widths').array().notNull(),
    main: boolean('main').notNull().default(false),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('catalogue_photos_product_idx').on(table.productId, table.createdAt),
    uniqueIndex('catalogue_photos_main_idx')
      .on(table.productId)
      .where(sql`${table.main}`),
  ],
);
