/**
 * What each catalogue product is made of, as its page lists it (issue 32 §3). Keyed by the
 * catalogue product id (content/catalogue.ts). The minimum order is not here: the page reads
 * it from the product's price line, so it can never disagree with what the wizard accepts.
 */
export type ProductSpecs = {
  material: string;
  adhesive: string;
  finish: string;
  outdoorLife: string;
};

const stickerVinyl = {
  adhesive: 'Permanent acrylic adhesive; peels off cleanly for the first 24 hours',
  finish: 'Matte or gloss laminate (your choice in the quote)',
  outdoorLife: '3 to 5 years outdoors: UV, water and scratch resistant under the laminate',
} as const;

const labelStock = {
  adhesive: 'Permanent acrylic adhesive, rated for fridge and ice-bucket use',
  finish: 'Matte or gloss laminate (your choice in the quote)',
  outdoorLife: 'Made for indoor shelves; about 1 year outdoors',
} as const;

const wrapVinyl = {
  material: 'Cast wrap vinyl with air-release channels',
  adhesive: 'Repositionable adhesive that removes cleanly from factory paint',
  finish: 'Gloss or matte cast overlaminate',
  outdoorLife: '5 to 7 years outdoors',
} as const;

const windowVinyl = {
  adhesive: 'Permanent adhesive for the inside or outside of the glass',
  finish: 'Matte or gloss (your choice in the quote)',
  outdoorLife: '3 to 5 years on the outside of the glass, longer inside',
} as const;

const cardStock = {
  adhesive: 'None',
  finish: 'Matte or gloss coating (your choice in the quote)',
  outdoorLife: 'Made for indoor use',
} as const;

const magnet = {
  adhesive: 'None: magnetic backing',
  finish: 'Matte or gloss laminate (your choice in the quote)',
} as const;

export const productSpecs: Readonly<Record<string, ProductSpecs>> = {
  'die-cut-stickers': { material: 'White vinyl, 3.5 mil', ...stickerVinyl },
  'shape-stickers': { material: 'White vinyl, 3.5 mil', ...stickerVinyl },
  'embossed-stickers': {
    material: 'White vinyl, 3.5 mil, with 2 (Standard) or 4 (HD) layers of raised UV ink',
    ...stickerVinyl,
    finish: 'Matte or gloss; the raised layers keep their texture under it',
  },
  'sticker-sheets': {
    material: 'White or clear vinyl on a printed backing sheet, kiss cut',
    ...stickerVinyl,
  },
  'gold-foil-stickers': { material: 'Metallic gold foil vinyl', ...stickerVinyl },
  'qr-code-stickers': {
    material: 'White vinyl, 3.5 mil, printed at full resolution so codes scan',
    ...stickerVinyl,
    finish: 'Matte (recommended: no glare for the camera) or gloss',
  },
  'holographic-stickers': { material: 'Rainbow holographic vinyl', ...stickerVinyl },
  'transfer-stickers': {
    material: 'Cut transfer vinyl with application tape: no background',
    adhesive: 'Permanent outdoor adhesive',
    finish: 'Satin (the vinyl’s own)',
    outdoorLife: '5 to 6 years outdoors',
  },
  'glitter-stickers': { material: 'Glitter vinyl under a smooth laminate', ...stickerVinyl },
  'chrome-stickers': { material: 'Mirror chrome vinyl', ...stickerVinyl },
  'clear-stickers': {
    material: 'Clear vinyl, 3 mil, with white ink where the design needs it',
    ...stickerVinyl,
  },
  'embossed-labels': {
    material: 'White label paper with raised UV ink',
    ...labelStock,
    finish: 'Matte or gloss; the raised layers keep their texture under it',
  },
  'gloss-labels': { material: 'White label paper', ...labelStock },
  'clear-labels': { material: 'Clear label film (BOPP)', ...labelStock },
  'full-vehicle-wraps': wrapVinyl,
  'partial-vehicle-wraps': wrapVinyl,
  'vehicle-die-cut-decals': {
    material: 'Calendered vinyl, die cut to your lettering or logo',
    adhesive: 'Permanent outdoor adhesive',
    finish: 'Gloss or matte laminate',
    outdoorLife: '4 to 6 years outdoors',
  },
  'die-cut-window-transfers': { material: 'Cut vinyl lettering with application tape', ...windowVinyl },
  'clear-window-decals': { material: 'Clear vinyl, printed with white ink where needed', ...windowVinyl },
  'full-coverage-window-graphics': {
    material: 'Perforated window film: graphics outside, a clear view from inside',
    ...windowVinyl,
  },
  'box-wraps': { material: 'Coated paper sleeve, 100 lb', ...cardStock },
  'header-cards': { material: 'Coated card stock, 14 pt, scored to fold', ...cardStock },
  'hang-tags': { material: 'Coated card stock, 16 pt, with a punched hole', ...cardStock },
  'magnetic-business-cards': {
    material: 'Flexible magnet, 20 mil',
    ...magnet,
    outdoorLife: 'Made for indoor use',
  },
  'die-cut-magnets': {
    material: 'Flexible magnet, 20 mil, cut to shape',
    ...magnet,
    outdoorLife: 'Made for indoor use',
  },
  'car-magnets': {
    material: 'Vehicle-grade flexible magnet, 30 mil, rounded corners',
    ...magnet,
    outdoorLife: '2 to 3 years outdoors; take it off for car washes',
  },
};
