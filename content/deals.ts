/** The deals page around the featured promotion (spec §2 Deals). */
export const dealsPage = {
  actions: [
    { label: 'Start Your Order', href: '/start-an-order', variant: 'primary' },
    { label: 'Browse Products', href: '/products', variant: 'secondary' },
  ],
  // With no deal running: the next one when there is one, else the standing offer (deal.ts).
  noDeal: {
    title: 'No deal is running right now',
    next: 'Coming next',
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
