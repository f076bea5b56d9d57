import type { CatalogueProduct } from './catalogue';

const labelSizes = ['2 × 2 in', '3 × 2 in', '4 × 2 in', '4 × 4 in'] as const;
const vehicleSizes = ['Compact car', 'Sedan', 'SUV or pickup', 'Van or box truck'] as const;
const windowSizes = ['Up to 24 × 36 in', 'Up to 48 × 72 in', 'Full storefront (measured on site)'] as const;

/** Spec §3: labels per piece; vehicle and window graphics per square inch; packaging and magnets per piece. */
export const labelProducts: readonly CatalogueProduct[] = [
  {
    id: 'embossed-labels', name: 'Embossed Labels', link: 'embossed-labels',
    description: 'Raised lettering and logos for wine, spirits, candles and cosmetics.',
    image: '/images/products/embossed-labels.svg', alt: 'A bottle label with a raised, embossed crest',
    price: 0.93, unit: 'piece', rating: 4.8, reviewCount: 156, isNew: false, discount: 0, createdAt: '2025-01-20',
    sizes: labelSizes, materials: ['White paper', 'Textured wine paper'],
  },
  {
    id: 'gloss-labels', name: 'Gloss Labels', link: 'gloss-labels',
    description: 'Bright colors under a glossy coat that wipes clean: the shelf standard.',
    image: '/images/products/gloss-labels.svg', alt: 'A glossy rectangular label on a jar, with a light reflection',
    price: 0.91, unit: 'piece', rating: 4.6, reviewCount: 203, isNew: false, discount: 0, createdAt: '2025-01-20',
    sizes: labelSizes, materials: ['White paper', 'White BOPP film'],
  },
  {
    id: 'clear-labels', name: 'Clear Labels', link: 'clear-labels',
    description: 'A no-label look for glass and clear packaging: only your design shows.',
    image: '/images/products/clear-labels.svg', alt: 'A transparent label on a glass bottle showing only its printed text',
    price: 0.74, unit: 'piece', rating: 4.5, reviewCount: 91, isNew: false, discount: 10, createdAt: '2025-02-14',
    sizes: labelSizes, materials: ['Clear BOPP film'],
  },
];

export const graphicsProducts: readonly CatalogueProduct[] = [
  {
    id: 'full-vehicle-wraps', name: 'Full Vehicle Wraps', link: 'full-vehicle-wraps',
    description: 'Cast vinyl covering the whole vehicle, printed edge to edge and laminated.',
    image: '/images/products/full-vehicle-wraps.svg', alt: 'A van fully wrapped in orange and navy graphics',
    price: 0.72, unit: 'inch', rating: 4.7, reviewCount: 34, isNew: false, discount: 0, createdAt: '2025-03-05',
    sizes: vehicleSizes, materials: ['Cast wrap vinyl'],
  },
  {
    id: 'partial-vehicle-wraps', name: 'Partial Vehicle Wraps', link: 'partial-vehicle-wraps',
    description: 'Wrap the doors, sides or rear for wrap impact at a fraction of the cost.',
    image: '/images/products/partial-vehicle-wraps.svg', alt: 'A van with graphics covering its rear half',
    price: 0.72, unit: 'inch', rating: 4.8, reviewCount: 29, isNew: false, discount: 15, createdAt: '2025-03-05',
    sizes: vehicleSizes, materials: ['Cast wrap vinyl'],
  },
  {
    id: 'vehicle-die-cut-decals', name: 'Die-Cut Vehicle Decals', link: 'vehicle-die-cut-decals',
    description: 'Your logo, phone number and website cut from vinyl for doors and windows.',
    image: '/images/products/vehicle-die-cut-decals.svg', alt: 'A pickup door with a cut vinyl logo and phone number',
    price: 0.72, unit: 'inch', rating: 4.6, reviewCount: 57, isNew: false, discount: 15, createdAt: '2025-03-18',
    sizes: vehicleSizes, materials: ['Calendered vinyl', 'Reflective vinyl'],
  },
];

export const windowProducts: readonly CatalogueProduct[] = [
  {
    id: 'die-cut-window-transfers', name: 'Die-Cut Window Transfers', link: 'die-cut-window-transfers',
    description: 'Store hours, logos and lettering cut from vinyl and applied to the glass.',
    image: '/images/products/die-cut-window-transfers.svg', alt: 'A storefront window with white cut vinyl store hours',
    price: 0.72, unit: 'inch', rating: 4.6, reviewCount: 41, isNew: false, discount: 0, createdAt: '2025-04-02',
    sizes: windowSizes, materials: ['White vinyl', 'Frosted vinyl'],
  },
  {
    id: 'clear-window-decals', name: 'Clear Window Decals', link: 'clear-window-decals',
    description: 'Full-color artwork on clear film that reads from inside and out.',
    image: '/images/products/clear-window-decals.svg', alt: 'A clear decal with a colorful logo on a shop window',
    price: 0.72, unit: 'inch', rating: 4.7, reviewCount: 38, isNew: false, discount: 15, createdAt: '2025-04-02',
    sizes: windowSizes, materials: ['Clear static cling', 'Clear adhesive vinyl'],
  },
  {
    id: 'full-coverage-window-graphics', name: 'Full Coverage Window Graphics', link: 'full-coverage-window-graphics',
    description: 'Perforated film covering the whole window: a billboard outside, a clear view inside.',
    image: '/images/products/full-coverage-window-graphics.svg', alt: 'A shop window fully covered by a perforated promotional graphic',
    price: 0.72, unit: 'inch', rating: 4.5, reviewCount: 22, isNew: false, discount: 15, createdAt: '2025-05-06',
    sizes: windowSizes, materials: ['Perforated window film'],
  },
];

export const packagingProducts: readonly CatalogueProduct[] = [
  {
    id: 'box-wraps', name: 'Box Wraps', link: 'box-wraps',
    description: 'Printed wraps and sleeves that turn a plain box into branded packaging.',
    image: '/images/products/box-wraps.svg', alt: 'A plain shipping box with a printed orange sleeve around it',
    price: 0.68, unit: 'piece', rating: 4.6, reviewCount: 47, isNew: false, discount: 0, createdAt: '2025-05-12',
    sizes: ['Small box (up to 6 in)', 'Medium box (up to 12 in)', 'Large box (up to 18 in)'], materials: ['Gloss paper', 'Kraft paper'],
  },
  {
    id: 'header-cards', name: 'Header Cards', link: 'header-cards',
    description: 'Folded cards that close a bag and hang it on a retail peg.',
    image: '/images/products/header-cards.svg', alt: 'A folded header card stapled over a clear bag on a peg hook',
    price: 1.36, unit: 'piece', rating: 4.5, reviewCount: 31, isNew: false, discount: 15, createdAt: '2025-05-12',
    sizes: ['4 in wide', '5 in wide', '6 in wide'], materials: ['14 pt cardstock', '16 pt cardstock'],
  },
  {
    id: 'hang-tags', name: 'Hang Tags', link: 'hang-tags',
    description: 'Sturdy tags with a punched hole for apparel, gifts and handmade goods.',
    image: '/images/products/hang-tags.svg', alt: 'A rounded hang tag with a string through its punched hole',
    price: 1.09, unit: 'piece', rating: 4.7, reviewCount: 52, isNew: false, discount: 15, createdAt: '2025-06-16',
    sizes: ['2 × 3.5 in', '2 × 4 in', '3 × 3 in'], materials: ['16 pt cardstock', 'Kraft cardstock'],
  },
];

export const magnetProducts: readonly CatalogueProduct[] = [
  {
    id: 'magnetic-business-cards', name: 'Magnetic Business Cards', link: 'magnetic-business-cards',
    description: 'A business card that lives on the fridge, where customers see it every day.',
    image: '/images/products/magnetic-business-cards.svg', alt: 'A business card magnet on a fridge door',
    price: 1.15, unit: 'piece', rating: 4.8, reviewCount: 66, isNew: false, discount: 0, createdAt: '2025-05-20',
    sizes: ['3.5 × 2 in'], materials: ['20 mil magnet', '30 mil magnet'],
  },
  {
    id: 'die-cut-magnets', name: 'Die-Cut Magnets', link: 'die-cut-magnets',
    description: 'Magnets cut to the shape of your logo or mascot.',
    image: '/images/products/die-cut-magnets.svg', alt: 'A magnet cut in the shape of a sun',
    price: 1.62, unit: 'piece', rating: 4.6, reviewCount: 44, isNew: false, discount: 15, createdAt: '2025-05-20',
    sizes: ['2 × 2 in', '3 × 3 in', '4 × 4 in'], materials: ['20 mil magnet', '30 mil magnet'],
  },
  {
    id: 'car-magnets', name: 'Car Magnets', link: 'car-magnets',
    description: 'Removable door signs for cars and trucks: advertise on the job, take them off after.',
    image: '/images/products/car-magnets.svg', alt: 'A rectangular magnetic sign on a car door',
    price: 1.62, unit: 'piece', rating: 4.7, reviewCount: 39, isNew: false, discount: 15, createdAt: '2025-06-01',
    sizes: ['12 × 18 in', '12 × 24 in', '18 × 24 in'], materials: ['30 mil vehicle magnet'],
  },
];
