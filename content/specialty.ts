import type { PageInfo } from '@/content/pages';

/** /products/specialty is a navigation target outside the route table, so its words live here. */
export const specialtyPage = {
  path: '/products/specialty',
  title: 'Specialty Stickers',
  description: 'Holographic, glitter, chrome, gold foil, embossed and clear stickers that stand out.',
  heading: 'Specialty stickers',
  intro: 'Finishes that make people look twice: holographic, glitter, chrome, gold foil, embossed and clear.',
} as const satisfies PageInfo & { path: string };

/** The specialty finishes of /products/specialty, each made as a sticker product. */
export type SpecialtyFinish = { name: string; description: string; productId: string };

export const specialtyFinishes: readonly SpecialtyFinish[] = [
  {
    name: 'Holographic',
    description:
      'A rainbow film that shifts color as the light and the viewer move. The boldest finish we print.',
    productId: 'holographic-stickers',
  },
  {
    name: 'Glitter',
    description: 'Real glitter vinyl sealed under a smooth laminate, so it sparkles without shedding.',
    productId: 'glitter-stickers',
  },
  {
    name: 'Chrome',
    description: 'A mirror-like silver vinyl for an industrial, high-end look on gear and packaging.',
    productId: 'chrome-stickers',
  },
  {
    name: 'Gold foil',
    description:
      'Metallic gold foil that catches the light: the classic premium seal for boxes and invitations.',
    productId: 'gold-foil-stickers',
  },
  {
    name: 'Embossed',
    description: 'Layers of UV ink raise your artwork off the surface so customers can feel it.',
    productId: 'embossed-stickers',
  },
  {
    name: 'Clear',
    description: 'Transparent vinyl: only your design shows, and the surface shows through around it.',
    productId: 'clear-stickers',
  },
];
