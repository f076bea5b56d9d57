import type { CatalogueProduct } from './catalogue';

const stickerSizes = ['2 × 2 in', '3 × 3 in', '4 × 4 in', '5 × 5 in'] as const;
const vinylMaterials = ['White vinyl', 'Clear vinyl'] as const;

/** The eleven stickers of spec §3, priced per piece unless noted. */
export const stickerProducts: readonly CatalogueProduct[] = [
  {
    id: 'die-cut-stickers', name: 'Die Cut Stickers', link: 'stickers/die-cut-stickers',
    description: 'Cut through the vinyl and backing to the exact outline of your design. Waterproof and UV-resistant.',
    image: '/images/products/die-cut-stickers.svg', alt: 'An orange die cut sticker shaped like a wave, with a white border following its outline',
    price: 0.72, unit: 'piece', rating: 4.9, reviewCount: 412, isNew: false, discount: 0, createdAt: '2025-01-15',
    sizes: stickerSizes, materials: vinylMaterials, quoteOption: 'die-cut',
  },
  {
    id: 'shape-stickers', name: 'Shape Stickers', link: 'stickers/shape-stickers',
    description: 'Stars, hearts, badges and more: stock shapes that make a simple logo pop.',
    image: '/images/products/shape-stickers.svg', alt: 'Three stickers shaped as a star, a heart and a badge',
    price: 0.74, unit: 'piece', rating: 4.7, reviewCount: 186, isNew: false, discount: 10, createdAt: '2025-01-15',
    sizes: stickerSizes, materials: vinylMaterials, quoteOption: 'circular-oval',
  },
  {
    id: 'embossed-stickers', name: 'Embossed Stickers', link: 'stickers/embossed-stickers',
    description: 'Raised, textured artwork built up in layers of UV ink that customers can feel.',
    image: '/images/products/embossed-stickers.svg', alt: 'A round sticker with a raised, shadowed logo standing off its surface',
    price: 0.93, unit: 'piece', rating: 4.8, reviewCount: 143, isNew: false, discount: 0, createdAt: '2025-02-03',
    sizes: stickerSizes, materials: ['White vinyl', 'Matte paper'], quoteOption: 'circular-oval',
  },
  {
    id: 'sticker-sheets', name: 'Sticker Sheets', link: 'stickers/sticker-sheets',
    description: 'Several kiss-cut designs on one sheet: ideal for planners, packs and giveaways.',
    image: '/images/products/sticker-sheets.svg', alt: 'A sheet holding six small kiss-cut stickers in a grid',
    price: 5.0, unit: 'sheet', rating: 4.6, reviewCount: 98, isNew: false, discount: 15, createdAt: '2025-02-10',
    sizes: ['4 × 6 in sheet', '5 × 7 in sheet', '8.5 × 11 in sheet'], materials: vinylMaterials, quoteOption: 'sticker-sheets',
  },
  {
    id: 'gold-foil-stickers', name: 'Gold Foil Stickers', link: 'stickers/gold-foil-stickers',
    description: 'Metallic gold foil that catches the light: a premium seal for boxes and invitations.',
    image: '/images/products/gold-foil-stickers.svg', alt: 'A round gold foil seal sticker with a shine across it',
    price: 0.89, unit: 'piece', rating: 4.7, reviewCount: 77, isNew: false, discount: 0, createdAt: '2025-03-01',
    sizes: stickerSizes, materials: ['Gold foil', 'Silver foil'], quoteOption: 'circular-oval',
  },
  {
    id: 'qr-code-stickers', name: 'QR Code Stickers', link: 'stickers/qr-code-stickers',
    description: 'Crisp, scannable codes that send customers to your menu, reviews or store.',
    image: '/images/products/qr-code-stickers.svg', alt: 'A square sticker printed with a black QR code',
    price: 0.72, unit: 'piece', rating: 4.5, reviewCount: 64, isNew: false, discount: 0, createdAt: '2025-03-12',
    sizes: stickerSizes, materials: ['White vinyl', 'Matte paper'], quoteOption: 'qr-code',
  },
  {
    id: 'holographic-stickers', name: 'Holographic Stickers', link: 'stickers/holographic-stickers',
    description: 'A rainbow sheen that shifts as the sticker moves. Made to be noticed.',
    image: '/images/products/holographic-stickers.svg', alt: 'A die cut sticker with a rainbow holographic gradient',
    price: 0.75, unit: 'piece', rating: 4.8, reviewCount: 39, isNew: true, discount: 0, createdAt: '2025-06-02',
    sizes: stickerSizes, materials: ['Holographic vinyl'], quoteOption: 'die-cut',
  },
  {
    id: 'transfer-stickers', name: 'Transfer Stickers', link: 'stickers/transfer-stickers',
    description: 'Lettering and logos with no background, applied with transfer tape to glass, walls and gear.',
    image: '/images/products/transfer-stickers.svg', alt: 'Cut vinyl lettering lifted from its backing on a sheet of transfer tape',
    price: 1.0, unit: 'piece', rating: 4.3, reviewCount: 21, isNew: false, discount: 0, createdAt: '2025-04-08',
    sizes: stickerSizes, materials: ['White vinyl', 'Black vinyl'], quoteOption: 'die-cut', hasDetailsPage: false,
  },
  {
    id: 'glitter-stickers', name: 'Glitter Stickers', link: 'stickers/glitter-stickers',
    description: 'Sparkling glitter vinyl under a smooth laminate: all the shine, none of the mess.',
    image: '/images/products/glitter-stickers.svg', alt: 'A star-shaped sticker covered in glitter sparkles',
    price: 1.15, unit: 'piece', rating: 4.6, reviewCount: 27, isNew: true, discount: 5, createdAt: '2025-06-09',
    sizes: stickerSizes, materials: ['Glitter vinyl'], quoteOption: 'die-cut',
  },
  {
    id: 'chrome-stickers', name: 'Chrome Stickers', link: 'stickers/chrome-stickers',
    description: 'A mirror-like silver finish for a bold, industrial look.',
    image: '/images/products/chrome-stickers.svg', alt: 'A shield-shaped sticker with a mirror chrome finish',
    price: 0.68, unit: 'piece', rating: 4.4, reviewCount: 18, isNew: false, discount: 0, createdAt: '2025-04-22',
    sizes: stickerSizes, materials: ['Chrome vinyl'], quoteOption: 'die-cut',
  },
  {
    id: 'clear-stickers', name: 'Clear Stickers', link: 'stickers/clear-stickers',
    description: 'Printed on transparent vinyl so your surface shows through around the design.',
    image: '/images/products/clear-stickers.svg', alt: 'A transparent sticker on a window with only its logo printed',
    price: 0.74, unit: 'piece', rating: 4.6, reviewCount: 88, isNew: false, discount: 0, createdAt: '2025-02-20',
    sizes: stickerSizes, materials: ['Clear vinyl'], quoteOption: 'rectangular-square',
  },
];
