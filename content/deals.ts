/** The deals page around the promotion in deal.ts (spec §2 Deals). */
export const dealsPage = {
  actions: [
    { label: 'Start Your Order', href: '/start-an-order', variant: 'primary' },
    { label: 'Browse Products', href: '/products', variant: 'secondary' },
  ],
  ended: {
    title: 'This offer has ended',
    text: 'Our prices are still as sharp as ever: browse the catalogue or get an instant quote.',
  },
  cardsTitle: 'Shop the deal',
  cards: [
    {
      name: 'Stickers',
      description: 'Die cut, holographic, glitter, clear and more, from $0.68 each.',
      href: '/products/stickers',
      action: 'Shop Stickers',
    },
    {
      name: 'Labels',
      description: 'Embossed, gloss and clear labels for bottles, jars and boxes.',
      href: '/products/labels',
      action: 'Shop Labels',
    },
    {
      name: 'Specialty',
      description: 'Foil, chrome, transfer and other finishes that turn heads.',
      href: '/products/specialty',
      action: 'Shop Specialty',
    },
  ],
} as const;
