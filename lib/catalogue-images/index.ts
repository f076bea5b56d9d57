import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CatalogueProduct } from '@/content/catalogue';
import { prepareArtwork } from './artwork';
import { Picture } from './picture';
import { productShapeOf } from '@/lib/cut-line/shape';
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

/**
 * The product's picture as a standalone SVG document, PICTURE_SIZE pixels: its scene, with the
 * product cut as its quote option is (productShapeOf).
 */
export function drawProductImage(
  product: Pick<CatalogueProduct, 'id' | 'quote'>,
  artworks: SampleArtworks,
): string {
  const scene = scenes[product.id];
  if (!scene) throw new Error(`No catalogue picture is drawn for ${product.id}.`);
  const picture = new Picture();
  scene(picture, artworks, productShapeOf(product.quote.option));
  return picture.svg();
}
