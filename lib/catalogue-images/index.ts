import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CatalogueProduct } from '@/content/catalogue';
import { prepareArtwork } from './artwork';
import { Picture } from './picture';
import { drawScene, SAMPLE_ARTWORK_NAMES, type SampleArtworks } from './products';

/*
 * The catalogue's product pictures (issue 32 §2): sample designs (content/sample-artwork) made
 * as each product with the renderer the wizard's preview and the automatic proof use (the
 * traced die-cut line, the shared circle and rectangle outlines, the same fit). Drawn by
 * `npm run draw:product-images` into public/images/products, committed: the pages inline the
 * top picture's SVG (components/ui/priority-drawing) and nothing is drawn per request. A shop
 * photo uploaded in the console is still shown instead (components/catalogue/product-picture).
 */

export { PICTURE_SIZE } from './picture';
export { SAMPLE_ARTWORK_NAMES, type SampleArtworks } from './products';

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

/** The product's picture as a standalone SVG document, PICTURE_SIZE pixels. */
export function drawProductImage(
  product: Pick<CatalogueProduct, 'id' | 'quote'>,
  artworks: SampleArtworks,
): string {
  const picture = new Picture();
  drawScene(picture, product, artworks);
  return picture.svg();
}
