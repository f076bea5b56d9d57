#!/usr/bin/env node
// `npm run draw:product-images`: draws every catalogue product's picture, and each category's
// (made of its products' scenes), from the sample artwork (lib/catalogue-images) into
// public/<its image path>, and prints each file's size.
// Run it after changing a sample design or a scene, and commit the pictures: a test checks
// that the committed files are what the renderer draws.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(import.meta.url, { alias: { '@': root } });
const { drawCategoryImage, drawProductImage, loadSampleArtworks } = await jiti.import(
  path.join(root, 'lib/catalogue-images/index.ts'),
);
const { categories } = await jiti.import(path.join(root, 'content/catalogue.ts'));

const artworks = await loadSampleArtworks();
const pictures = [
  ...categories.map((category) => ({ file: category.image.src, svg: drawCategoryImage(category, artworks) })),
  ...categories
    .flatMap((category) => category.products)
    .map((product) => ({ file: product.image, svg: drawProductImage(product, artworks) })),
];
const rows = [];
for (const { file, svg } of pictures) {
  await writeFile(path.join(root, 'public', file), svg);
  rows.push({ file, bytes: Buffer.byteLength(svg) });
}
console.table(rows);
console.log(`${rows.length} pictures, ${rows.reduce((total, row) => total + row.bytes, 0)} bytes in all`);
