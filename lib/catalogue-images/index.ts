import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CatalogueCategory, CatalogueProduct } from '@/content/catalogue';
import { prepareArtwork } from './artwork';
import { Picture, PICTURE_SIZE, px } from './picture';
import { productShapeOf } from '@/lib/cut-line';
import { SAMPLE_ARTWORK_NAMES, type Scene, type SampleArtworks } from './scene-kit';
import { signScenes } from './sign-scenes';
import { stickerScenes } from './sticker-scenes';

/*
 * The catalogue's product pictures (issue 32 §2): sample designs (content/sample-artwork) made
 * as each product with the renderer the wizard's preview and the automatic proof use (the
 * traced die-cut line, the shared circle and rectangle outlines, the same fit). Drawn by
 * `npm run draw:product-images` into public/images/products, committed: the pages inline the
 * top picture's SVG (components/ui/priority-drawing) and nothing is drawn per request. A shop
 * photo uploaded in the console is still shown instead (components/catalogue/product-picture).
 * Each category's picture (public/images/categories) is made of three of its products' scenes.
 */

export { PICTURE_SIZE } from './picture';
export { SAMPLE_ARTWORK_NAMES, type SampleArtworks } from './scene-kit';

const SAMPLE_ARTWORK_DIR = path.join(process.cwd(), 'content', 'sample-artwork');

/** Every sample design, read and traced. */
export async function loadSampleArtworks(): Promise<SampleArtworks> {
  const prepared = await Promise.all(
    SAMPLE_ARTWORK_NAMES.map(async (name) =>
      prepareArtwork(name, await readFile(path.join(SAMPLE_ARTWORK_DIR, `${name}.svg`), 'utf8')),
    ),
  );
  return Object.fromEntries(prepared.map((art) => [art.name, art])) as SampleArtworks;
}

/** What each catalogue product's picture shows, by product id. */
const scenes: Record<string, Scene> = { ...stickerScenes, ...signScenes };

/** Draws the product's scene, with the product cut as its quote option is (productShapeOf). */
function drawScene(
  picture: Picture,
  product: Pick<CatalogueProduct, 'id' | 'quote'>,
  artworks: SampleArtworks,
) {
  const scene = scenes[product.id];
  if (!scene) throw new Error(`No catalogue picture is drawn for ${product.id}.`);
  scene(picture, artworks, productShapeOf(product.quote.option));
}

/** The product's picture as a standalone SVG document, PICTURE_SIZE pixels. */
export function drawProductImage(
  product: Pick<CatalogueProduct, 'id' | 'quote'>,
  artworks: SampleArtworks,
): string {
  const picture = new Picture();
  drawScene(picture, product, artworks);
  return picture.svg();
}

/** The products whose scenes make up each category's picture, back to front. */
const categoryPrints: Record<CatalogueCategory['id'], readonly [string, string, string]> = {
  stickers: ['sticker-sheets', 'shape-stickers', 'die-cut-stickers'],
  labels: ['clear-labels', 'embossed-labels', 'gloss-labels'],
  'vehicle-graphics': ['partial-vehicle-wraps', 'vehicle-die-cut-decals', 'full-vehicle-wraps'],
  'window-graphics': ['full-coverage-window-graphics', 'clear-window-decals', 'die-cut-window-transfers'],
  packaging: ['header-cards', 'hang-tags', 'box-wraps'],
  magnets: ['car-magnets', 'magnetic-business-cards', 'die-cut-magnets'],
};

/**
 * Where the three prints lie on the table, back to front: the centre of each, in the category
 * picture's pixels, and its tilt in degrees. Each print shows its subject clear of the others.
 */
const PRINT_PLACES = [
  { x: 86, y: 68, rotate: -4 },
  { x: 234, y: 70, rotate: 4 },
  { x: 160, y: 172, rotate: -1.5 },
] as const;
/** How large a print is against the picture: three fit with their subjects clear. */
const PRINT_SCALE = 0.48;
/** The white margin round a print, in the scene's pixels. */
const PRINT_MARGIN = 8;

/**
 * The category's picture as a standalone SVG document, PICTURE_SIZE pixels: three of its
 * products' own scenes, each as a print with a white margin, fanned out on a table.
 */
export function drawCategoryImage(
  category: Pick<CatalogueCategory, 'id' | 'products'>,
  artworks: SampleArtworks,
): string {
  const { width, height } = PICTURE_SIZE;
  const picture = new Picture();
  picture.add(`<rect width="${width}" height="${height}" fill="#efe6d8"/>`);
  categoryPrints[category.id].forEach((id, index) => {
    const product = category.products.find((candidate) => candidate.id === id);
    if (!product) throw new Error(`The ${category.id} picture shows ${id}, which is not in that category.`);
    const { x, y, rotate } = PRINT_PLACES[index]!;
    picture.add(
      `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${PRINT_SCALE}) translate(${px(-width / 2)} ${px(-height / 2)})">`,
      `<rect x="${-PRINT_MARGIN}" y="${-PRINT_MARGIN}" width="${width + 2 * PRINT_MARGIN}" height="${height + 2 * PRINT_MARGIN}" rx="8" fill="#fff" filter="${picture.use('shadow')}"/>`,
      `<g clip-path="${picture.use('scene-print')}">`,
    );
    picture.scale = PRINT_SCALE;
    drawScene(picture, product, artworks);
    picture.scale = 1;
    picture.add('</g></g>');
  });
  return picture.svg();
}
