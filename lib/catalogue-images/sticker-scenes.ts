import { qrModules } from '@/lib/documents';
import { px } from './picture';
import { GROUNDS, piece, type Scene } from './scene-kit';
import { backdrop, bottle, glassReflection, jar, laptopLid, notebook, shopWindow } from './surfaces';

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

/** The stickers' and labels' pictures: a sample design made as each, on something it is stuck to. */
export const stickerScenes: Record<string, Scene> = {
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
};
