import { GROUNDS, piece, type Scene } from './scene-kit';
import { backdrop, carDoor, fridgeDoor, glassReflection, shopWindow, van, vanWheels } from './surfaces';

/** Vehicle, window, packaging and magnet pictures: a sample design made as each, where it is used. */
export const signScenes: Record<string, Scene> = {
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
