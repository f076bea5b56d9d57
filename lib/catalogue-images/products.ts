import type { CatalogueProduct } from '@/content/catalogue';
import { productShapeOf } from '@/lib/cut-line/shape';
import { qrModules } from '@/lib/documents/qr';
import type { SampleArtwork } from './artwork';
import { px, sticker, type Picture, type StickerSpec } from './picture';
import {
  backdrop,
  bottle,
  carDoor,
  fridgeDoor,
  glassReflection,
  jar,
  laptopLid,
  notebook,
  shopWindow,
  van,
  vanWheels,
} from './scenes';

/** The sample designs (content/sample-artwork/<name>.svg). */
export const SAMPLE_ARTWORK_NAMES = ['surf', 'coffee', 'bakery', 'trail'] as const;
export type SampleArtworkName = (typeof SAMPLE_ARTWORK_NAMES)[number];
export type SampleArtworks = Record<SampleArtworkName, SampleArtwork>;

/** Each design's own background colour, printed behind it on circles, rectangles and wraps. */
const GROUNDS: Record<SampleArtworkName, string> = {
  surf: '#ecfeff',
  coffee: '#fff7ed',
  bakery: '#fdf2f8',
  trail: '#fef3c7',
};

type Drawn = Pick<CatalogueProduct, 'id' | 'quote'>;
type Scene = (picture: Picture, art: SampleArtworks, shape: StickerSpec['shape']) => void;

/** A piece on a surface: `shape` is the product's own (productShapeOf its quote option). */
const piece = (picture: Picture, spec: StickerSpec) => picture.add(sticker(picture, spec));

/** A QR code for `text`, its top-left corner at (x, y), `size` px square, quiet zone included. */
function qrCode(text: string, x: number, y: number, size: number) {
  const rows = qrModules(text);
  const unit = size / (rows.length + 2);
  const runs = rows.flatMap((row, r) =>
    row.flatMap((dark, c) =>
      dark && !row[c - 1]
        ? [
            `M${c + 1} ${r + 1}h${row.indexOf(false, c) < 0 ? row.length - c : row.indexOf(false, c) - c}v1H${c + 1}Z`,
          ]
        : [],
    ),
  );
  return `<g transform="translate(${px(x)} ${px(y)}) scale(${px(unit * 100) / 100})"><rect width="${rows.length + 2}" height="${rows.length + 2}" fill="#fff"/><path d="${runs.join('')}" fill="#111827"/></g>`;
}

/** What each catalogue product's picture shows: a sample design made as that product. */
const scenes: Record<string, Scene> = {
  'die-cut-stickers': (picture, art, shape) => {
    laptopLid(picture);
    piece(picture, { art: art.coffee, shape, at: { x: 226, y: 70 }, width: 74, rotate: 10 });
    piece(picture, { art: art.surf, shape, at: { x: 142, y: 120 }, width: 168, rotate: -6 });
  },
  'shape-stickers': (picture, art, shape) => {
    backdrop(picture, '#e0f2fe', '#bae6fd', 200);
    piece(picture, { art: art.trail, shape, at: { x: 104, y: 112 }, width: 140, background: GROUNDS.trail });
    piece(picture, {
      art: art.surf,
      shape,
      at: { x: 230, y: 128 },
      width: 124,
      aspect: 1.35,
      rotate: 8,
      background: GROUNDS.surf,
    });
  },
  'embossed-stickers': (picture, art, shape) => {
    backdrop(picture, '#efe7dc', '#d6c6b0', 214);
    picture.add(
      `<path d="M84 22h152l10 196H74Z" fill="#b98b5e"/><path d="M84 22h152l2 20H82Z" fill="#a47148"/><path d="M92 30h136" stroke="#7c5a3a" stroke-width="2" stroke-dasharray="4 3"/>`,
    );
    piece(picture, {
      art: art.coffee,
      shape,
      at: { x: 160, y: 124 },
      width: 128,
      finish: 'embossed',
      background: '#f5efe6',
    });
  },
  'sticker-sheets': (picture, art) => {
    backdrop(picture, '#f1f5f9', '#e2e8f0', 240);
    picture.add(
      `<g transform="rotate(-4 160 120)"><rect x="66" y="14" width="188" height="212" rx="6" fill="#fff" filter="${picture.use('shadow')}"/>`,
    );
    const places = [
      [114, 62, art.surf],
      [208, 66, art.trail],
      [112, 168, art.bakery],
      [208, 170, art.coffee],
    ] as const;
    for (const [x, y, design] of places)
      piece(picture, { art: design, shape: 'die-cut', at: { x, y }, width: 82, onSheet: true });
    picture.add('</g>');
  },
  'gold-foil-stickers': (picture, art, shape) => {
    backdrop(picture, '#f5f0e8', '#e8dccb', 240);
    picture.add(
      `<rect x="30" y="40" width="260" height="170" rx="4" fill="#fffaf0" filter="${picture.use('shadow')}"/><path d="M30 40l130 92 130-92" fill="none" stroke="#e5d5bd" stroke-width="2"/>`,
    );
    piece(picture, { art: art.trail, shape, at: { x: 160, y: 132 }, width: 112, finish: 'gold-foil' });
  },
  'qr-code-stickers': (picture, art, shape) => {
    backdrop(picture, '#fef3c7', '#d6c6b0', 196);
    piece(picture, {
      art: art.coffee,
      shape,
      at: { x: 160, y: 112 },
      width: 240,
      aspect: 1.8,
      background: GROUNDS.coffee,
      reserveRight: 0.45,
    });
    picture.add(qrCode('https://coastlineprint.co/stickers/qr-code-stickers', 172, 52, 106));
  },
  'holographic-stickers': (picture, art, shape) => {
    notebook(picture, '#1e1b4b');
    piece(picture, {
      art: art.bakery,
      shape,
      at: { x: 148, y: 120 },
      width: 150,
      rotate: -5,
      finish: 'holographic',
    });
  },
  'transfer-stickers': (picture, art, shape) => {
    const glass = shopWindow(picture);
    piece(picture, { art: art.surf, shape, at: { x: 160, y: 112 }, width: 176, finish: 'clear' });
    // The transfer tape still over the design, its corner lifting as it is peeled away.
    picture.add(
      `<path d="M${glass.x + 44} ${glass.y + 28}h176v118l-26 24H${glass.x + 44}Z" fill="#fef9c3" opacity=".4" stroke="#fde68a" stroke-width="1.5"/>`,
      `<path d="M${glass.x + 220} ${glass.y + 146}l-26 24 30 6Z" fill="#fef9c3" opacity=".8"/>`,
    );
    glassReflection(picture);
  },
  'glitter-stickers': (picture, art, shape) => {
    notebook(picture, '#7e22ce');
    piece(picture, {
      art: art.trail,
      shape,
      at: { x: 148, y: 120 },
      width: 150,
      rotate: 6,
      finish: 'glitter',
    });
  },
  'chrome-stickers': (picture, art, shape) => {
    backdrop(picture, '#e2e8f0', '#cbd5e1', 206);
    picture.add(
      `<rect x="40" y="20" width="240" height="190" rx="18" fill="#0f766e"/><rect x="40" y="186" width="240" height="24" rx="6" fill="#115e59"/>`,
    );
    piece(picture, {
      art: art.surf,
      shape,
      at: { x: 160, y: 104 },
      width: 172,
      rotate: -4,
      finish: 'chrome',
    });
  },
  'clear-stickers': (picture, art, shape) => {
    const glass = shopWindow(picture);
    piece(picture, {
      art: art.coffee,
      shape,
      at: { x: glass.x + 132, y: glass.y + 92 },
      width: 136,
      finish: 'clear',
    });
    glassReflection(picture);
  },
  'embossed-labels': (picture, art, shape) => {
    const label = bottle(picture, '#14532d');
    piece(picture, {
      art: art.trail,
      shape,
      at: label,
      width: 100,
      aspect: 0.8,
      finish: 'embossed',
      background: '#fef3c7',
    });
  },
  'gloss-labels': (picture, art, shape) => {
    const label = jar(picture, '#9d174d');
    piece(picture, {
      art: art.bakery,
      shape,
      at: label,
      width: 116,
      aspect: 1,
      finish: 'print',
      background: '#fce7f3',
    });
    picture.add(`<path d="M${label.x - 40} ${label.y - 52}l16 0-34 104h-16Z" fill="#fff" opacity=".45"/>`);
  },
  'clear-labels': (picture, art, shape) => {
    const label = bottle(picture, '#92400e');
    piece(picture, { art: art.coffee, shape, at: label, width: 96, aspect: 0.8, finish: 'clear' });
  },
  'full-vehicle-wraps': (picture, art) => {
    const panel = van(picture, '#0e7490');
    picture.add(
      `<path d="M20 150c60-30 140-30 270-6v34a8 8 0 0 1-8 8H28a8 8 0 0 1-8-8Z" fill="#164e63"/>`,
      `<path d="M20 132c70-26 150-20 290 10" fill="none" stroke="#f59e0b" stroke-width="6"/>`,
      picture.artwork(art.surf, { x: panel.x + 10, y: panel.y + 4, width: 170, height: 96 }),
    );
    vanWheels(picture);
  },
  'partial-vehicle-wraps': (picture, art) => {
    const panel = van(picture, '#f8fafc');
    picture.add(
      `<path d="M20 70a14 14 0 0 1 14-14h96l-40 130H28a8 8 0 0 1-8-8Z" fill="#0e7490"/>`,
      `<path d="M130 56l-40 130" stroke="#f59e0b" stroke-width="5"/>`,
      picture.artwork(art.surf, { x: panel.x + 2, y: panel.y + 10, width: 92, height: 70 }),
    );
    vanWheels(picture);
  },
  'vehicle-die-cut-decals': (picture, art, shape) => {
    const panel = van(picture, '#475569');
    piece(picture, {
      art: art.coffee,
      shape,
      at: { x: panel.x + panel.width / 2, y: panel.y + panel.height / 2 },
      width: 104,
    });
    vanWheels(picture);
  },
  'die-cut-window-transfers': (picture, art, shape) => {
    const glass = shopWindow(picture);
    piece(picture, {
      art: art.bakery,
      shape,
      at: { x: glass.x + glass.width / 2, y: glass.y + 94 },
      width: 130,
    });
    glassReflection(picture);
  },
  'clear-window-decals': (picture, art, shape) => {
    const glass = shopWindow(picture);
    piece(picture, {
      art: art.surf,
      shape,
      at: { x: glass.x + glass.width / 2, y: glass.y + 92 },
      width: 190,
      aspect: 1.35,
      finish: 'clear',
    });
    glassReflection(picture);
  },
  'full-coverage-window-graphics': (picture, art) => {
    const glass = shopWindow(picture);
    picture.add(
      `<pattern id="perforation" width="5" height="5" patternUnits="userSpaceOnUse"><circle cx="2.5" cy="2.5" r="1.1" fill="#0f172a" opacity=".35"/></pattern>`,
      `<rect x="${glass.x}" y="${glass.y}" width="${glass.width}" height="${glass.height}" fill="${GROUNDS.trail}"/>`,
      picture.artwork(art.trail, {
        x: glass.x + 8,
        y: glass.y + 8,
        width: glass.width - 16,
        height: glass.height - 16,
      }),
      `<rect x="${glass.x}" y="${glass.y}" width="${glass.width}" height="${glass.height}" fill="url(#perforation)"/>`,
    );
    glassReflection(picture);
  },
  'box-wraps': (picture, art) => {
    backdrop(picture, '#f3ede4', '#dccfbd', 204);
    picture.add(
      `<ellipse cx="160" cy="206" rx="120" ry="8" fill="#1f2937" opacity=".14"/>`,
      `<path d="M50 76l110-34 110 34-110 34Z" fill="#d6b48a"/><path d="M50 76l110 34v96L50 176Z" fill="#0e7490"/><path d="M270 76l-110 34v96l110-30Z" fill="#155e75"/>`,
      `<path d="M50 76l110 34 110-34" fill="none" stroke="#1f2937" stroke-opacity=".3" stroke-width="1.5"/>`,
      `<g transform="matrix(1 .31 0 1 0 0)">${picture.artwork(art.surf, { x: 62, y: 62, width: 86, height: 80 })}</g>`,
    );
  },
  'header-cards': (picture, art, shape) => {
    backdrop(picture, '#f1f5f9', '#e2e8f0', 240);
    picture.add(
      `<path d="M160 0v26" stroke="#94a3b8" stroke-width="4"/><path d="M96 96h128l-6 136H102Z" fill="#e0f2fe" opacity=".7" stroke="#94a3b8" stroke-width="1.5"/>`,
      `<g opacity=".9">${[0, 1, 2].map((i) => `<circle cx="${128 + i * 32}" cy="${150 + (i % 2) * 30}" r="18" fill="#d97706"/>`).join('')}</g>`,
    );
    piece(picture, {
      art: art.bakery,
      shape,
      at: { x: 160, y: 72 },
      width: 160,
      aspect: 1.6,
      background: GROUNDS.bakery,
    });
    picture.add(`<circle cx="160" cy="29" r="4.5" fill="#f1f5f9" stroke="#94a3b8" stroke-width="1.5"/>`);
  },
  'hang-tags': (picture, art, shape) => {
    backdrop(picture, '#fafaf9', '#e7e5e4', 240);
    picture.add(`<path d="M20 10c80 10 120 30 142 62" fill="none" stroke="#a16207" stroke-width="2.5"/>`);
    piece(picture, {
      art: art.coffee,
      shape,
      at: { x: 176, y: 140 },
      width: 118,
      aspect: 0.62,
      rotate: -8,
      background: '#fed7aa',
    });
    picture.add(`<circle cx="164" cy="72" r="6" fill="#fafaf9" stroke="#a16207" stroke-width="2"/>`);
  },
  'magnetic-business-cards': (picture, art, shape) => {
    fridgeDoor(picture);
    piece(picture, {
      art: art.trail,
      shape,
      at: { x: 140, y: 118 },
      width: 200,
      aspect: 1.75,
      rotate: -3,
      magnet: true,
      background: GROUNDS.trail,
    });
  },
  'die-cut-magnets': (picture, art, shape) => {
    fridgeDoor(picture);
    piece(picture, { art: art.bakery, shape, at: { x: 116, y: 96 }, width: 104, rotate: -6, magnet: true });
    piece(picture, { art: art.coffee, shape, at: { x: 200, y: 150 }, width: 96, rotate: 7, magnet: true });
  },
  'car-magnets': (picture, art, shape) => {
    const panel = carDoor(picture, '#f8fafc');
    piece(picture, {
      art: art.surf,
      shape,
      at: { x: panel.x + panel.width / 2 - 10, y: panel.y + panel.height / 2 },
      width: 178,
      aspect: 1.75,
      magnet: true,
      background: GROUNDS.surf,
    });
  },
};

/** Draws the product's picture; its shape is the one its quote option is cut as. */
export function drawScene(picture: Picture, product: Drawn, art: SampleArtworks) {
  const scene = scenes[product.id];
  if (!scene) throw new Error(`No catalogue picture is drawn for ${product.id}.`);
  scene(picture, art, productShapeOf(product.quote.option));
}
