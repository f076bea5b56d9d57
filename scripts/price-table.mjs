// Prints what common orders cost with the seeded price book (content/price-book.ts), through the same engine the
// wizard and the price API use (lib/pricing, loaded through jiti), as a Markdown table for the
// issue's calibration note: `node scripts/price-table.mjs`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(import.meta.url, { alias: { '@': root } });
const { totalPrice, formatDollars } = await jiti.import(path.join(root, 'lib', 'pricing', 'index.ts'));
const { seedPriceBook } = await jiti.import(path.join(root, 'content', 'price-book.ts'));

const sticker = (option, material) => ({ option, material, embossing: 'none' });
const orders = [
  ['Die-cut stickers, white vinyl', sticker('die-cut', 'white-vinyl'), [2, 2], [50, 250, 1000]],
  ['Die-cut stickers, white vinyl', sticker('die-cut', 'white-vinyl'), [3, 3], [50, 250, 1000]],
  ['Die-cut stickers, white vinyl', sticker('die-cut', 'white-vinyl'), [4, 4], [50, 250, 1000]],
  ['Gloss labels, white label paper', sticker('rectangular-square', 'label-paper'), [2, 2], [50, 250, 1000]],
  ['Gloss labels, white label paper', sticker('rectangular-square', 'label-paper'), [3, 3], [50, 250, 1000]],
  ['Gloss labels, white label paper', sticker('rectangular-square', 'label-paper'), [4, 4], [50, 250, 1000]],
  [
    'Magnetic business cards, 20 mil',
    { product: 'magnets', option: 'business-cards', material: '20-mil-magnet', embossing: 'none' },
    [3.5, 2],
    [50, 250, 1000],
  ],
  [
    'Car magnets, 30 mil',
    { product: 'magnets', option: 'car', material: '30-mil-vehicle-magnet', embossing: 'none' },
    [12, 18],
    [2, 10, 50],
  ],
  [
    'Window transfer, white vinyl',
    { product: 'window-graphics', option: 'die-cut-transfers', material: 'white-vinyl', embossing: 'none' },
    [24, 36],
    [1, 5, 25],
  ],
  [
    'Vehicle door decal, calendered vinyl',
    {
      product: 'vehicle-graphics',
      option: 'die-cut-decals',
      material: 'calendered-vinyl',
      embossing: 'none',
    },
    [24, 12],
    [1, 2, 10],
  ],
  [
    'Full wrap, compact car',
    { product: 'vehicle-graphics', option: 'full-wrap', material: 'cast-wrap-vinyl', embossing: 'none' },
    [180, 60],
    [1],
  ],
];

const cell = (choice, width, height, quantity) => {
  const total = totalPrice(seedPriceBook, { ...choice, width, height, finish: 'matte', quantity });
  return `${quantity.toLocaleString('en-US')}: ${formatDollars(total)} (${formatDollars(total / quantity)} ea)`;
};

console.log('| order (matte, list price unless the line has a discount) | size | quantity: total (each) |');
console.log('| --- | --- | --- |');
for (const [name, choice, [width, height], quantities] of orders) {
  const cells = quantities.map((quantity) => cell(choice, width, height, quantity)).join(' · ');
  console.log(`| ${name} | ${width}" x ${height}" | ${cells} |`);
}
