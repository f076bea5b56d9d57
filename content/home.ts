/** The home page's words, lists and links (spec §2 Home page). */
export type ClientBrand = { name: string; logo: string };

export type Testimonial = { id: string; quote: string; author: string; rating: 1 | 2 | 3 | 4 | 5 };

/** The hero's headline and line are the page's heading and intro in pages.ts. */
export const hero = {
  // While a deal runs (content/deal.ts) the spec's three buttons lead with it; otherwise the
  // first call to action is the quote, and no button leads to an ended offer.
  actions: {
    dealRunning: [
      { label: 'Get Deal', href: '/deals', variant: 'primary' },
      { label: 'View All Products', href: '/products', variant: 'secondary' },
      { label: 'Get a Pro Quote', href: '/start-an-order', variant: 'secondary' },
    ],
    noDeal: [
      { label: 'Get a Pro Quote', href: '/start-an-order', variant: 'primary' },
      { label: 'View All Products', href: '/products', variant: 'secondary' },
    ],
  },
  image: {
    src: '/home/hero.svg',
    alt: 'The shop counter: a laptop with stickers, a labelled jar and a wrapped box, and a wrapped van passing the window',
  },
  // One promise per checkmark of the animation (HERO_CHECKMARK_COUNT).
  promises: [
    'Instant online quotes',
    'Free shipping on all U.S. orders',
    'Free local delivery in South Orange County',
    'Durable, weatherproof materials',
    'Real people to check your artwork',
  ],
} as const;

export const clientBrands: readonly ClientBrand[] = [
  { name: 'Tidepool Coffee', logo: '/clients/tidepool-coffee.svg' },
  { name: 'Saddleback Brewing', logo: '/clients/saddleback-brewing.svg' },
  { name: 'Crescent Bay Skincare', logo: '/clients/crescent-bay-skincare.svg' },
  { name: 'Canyon Trail Outfitters', logo: '/clients/canyon-trail-outfitters.svg' },
  { name: 'Harbor Light Bakery', logo: '/clients/harbor-light-bakery.svg' },
];

export const testimonialsTitle = 'What our customers say';

export const testimonials: readonly Testimonial[] = [
  {
    id: 'maria-tidepool',
    quote:
      'Our embossed labels came out better than the proof. The raised logo is the first thing customers touch when they pick up a bag.',
    author: 'Maria L., Tidepool Coffee',
    rating: 5,
  },
  {
    id: 'devon-canyon',
    quote:
      'We needed 2,000 die cut stickers for a trail race in under a week. They were on time and the colours held up in the rain.',
    author: 'Devon R., Canyon Trail Outfitters',
    rating: 4,
  },
  {
    id: 'aisha-crescent',
    quote:
      'The quote tool gave us a price in a minute and the team caught a bleed problem in our artwork before printing. Real pros.',
    author: 'Aisha K., Crescent Bay Skincare',
    rating: 5,
  },
];

export const labelsPromo = {
  title: 'Shop custom labels',
  text: 'Embossed, gloss and clear labels for bottles, jars, boxes and bags, printed and cut in Orange County.',
  action: { label: 'Shop Labels', href: '/products/labels' },
  image: {
    src: '/home/labels-promo.svg',
    alt: 'Three jars on a shelf with round-logo labels in navy, orange and white',
  },
} as const;

export const bestSellers = {
  title: 'Best sellers',
  featured: [
    {
      name: 'Embossed Labels',
      tag: 'TOP SELLER',
      description: 'Raised UV ink you can feel, for labels that stand out on the shelf.',
      href: '/products/labels',
      image: {
        src: '/home/embossed-labels.svg',
        alt: 'A bottle with an orange label whose crest is embossed and raised',
      },
    },
    {
      name: 'Spot UV Labels',
      tag: 'TRENDING',
      description: 'Glossy highlights on a matte label that catch the light.',
      href: '/products/labels',
      image: { src: '/home/spot-uv-labels.svg', alt: 'A jar with a matte navy label whose logo is glossy' },
    },
  ],
  action: 'Shop Now',
  alsoPopularTitle: 'Also Popular',
  alsoPopular: [
    { name: 'Custom Boxes', href: '/products/packaging' },
    { name: 'Shape Stickers', href: '/products/stickers' },
    { name: 'Die Cut Stickers', href: '/products/stickers' },
    { name: 'QR Code Stickers', href: '/products/stickers' },
    { name: 'Window Graphics', href: '/products/window-graphics' },
    { name: 'Vehicle Graphics', href: '/products/vehicle-graphics' },
  ],
} as const;

/**
 * The "What are you looking for" grid. /products/custom-boxes is the spec's own target;
 * the catalogue sends it on to packaging.
 */
export const categoryGrid = {
  title: 'What are you looking for?',
  groups: [
    {
      name: 'Stickers',
      href: '/products/stickers',
      tiles: [
        { name: 'Die Cut Stickers', href: '/products/stickers' },
        { name: 'Sticker Sheets', href: '/products/stickers' },
        { name: 'Shape Stickers', href: '/products/stickers' },
        { name: 'QR Code Stickers', href: '/products/stickers' },
      ],
    },
    {
      name: 'Labels',
      href: '/products/labels',
      tiles: [
        { name: 'Embossed Labels', href: '/products/labels' },
        { name: 'Foil Labels', href: '/products/labels' },
        { name: 'Glossy Labels', href: '/products/labels' },
        { name: 'Clear Labels', href: '/products/labels' },
      ],
    },
    {
      name: 'Packaging',
      href: '/products/packaging',
      tiles: [
        { name: 'Custom Boxes', href: '/products/custom-boxes' },
        { name: 'Packaging Materials', href: '/products/packaging' },
      ],
    },
    {
      name: 'Graphics',
      href: '/products',
      tiles: [
        { name: 'Window Graphics', href: '/products/window-graphics' },
        { name: 'Vehicle Graphics', href: '/products/vehicle-graphics' },
      ],
    },
  ],
  allProducts: { name: 'View All Products', href: '/products' },
} as const;

export const shippingBlock = [
  {
    title: 'Free shipping on every U.S. order',
    text: 'Whatever the size of your order, shipping anywhere in the United States is on us.',
    action: { label: 'Delivery details', href: '/services/delivery' },
  },
  {
    title: 'Local experts in Orange County',
    text: 'We print in South Orange County and deliver free across it. Talk to the people who print your job.',
    action: { label: 'Contact our team', href: '/contact-us' },
  },
] as const;
