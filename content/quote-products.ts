import { PREDEFINED_SIZES } from '@/lib/constants';

/**
 * What the quote wizard sells (spec §3 "Quote products"). Catalogue pages link into the
 * wizard with `/start-an-order?product=<product id>&option=<option id>` (see quoteHref).
 */
export const quoteProducts = [
  {
    id: 'stickers-labels',
    name: 'Stickers & Labels',
    options: [
      { id: 'die-cut', name: 'Die Cut', sizes: PREDEFINED_SIZES },
      { id: 'sticker-sheets', name: 'Stickers Sheets', sizes: PREDEFINED_SIZES },
      { id: 'rectangular-square', name: 'Rectangular & Square', sizes: PREDEFINED_SIZES },
      { id: 'circular-oval', name: 'Circular and Oval', sizes: PREDEFINED_SIZES },
      { id: 'qr-code', name: 'QR Code', sizes: PREDEFINED_SIZES },
    ],
  },
] as const;

export const embossingOptions = [
  { value: 'none', label: 'None' },
  { value: 'standard', label: 'Standard 2 Layer Embossing' },
  { value: 'hd', label: 'HD 4 Layer Embossing' },
] as const;

export const finishOptions = [
  { value: 'matte', label: 'Matte' },
  { value: 'gloss', label: 'Gloss' },
] as const;

export const uploadOptions = [
  { value: 'upload', label: 'Upload my artwork now' },
  { value: 'skip', label: 'Skip for now (send artwork later)' },
] as const;

export const fulfillmentOptions = [
  { value: 'pickup', label: 'Pick up in Aliso Viejo' },
  { value: 'dropoff', label: 'Free local drop-off (South Orange County)' },
  { value: 'ship', label: 'Free shipping (U.S.)' },
] as const;

export type QuoteProductId = (typeof quoteProducts)[number]['id'];
export type QuoteOptionId = (typeof quoteProducts)[number]['options'][number]['id'];

/** The wizard link with a product and option preselected. */
export function quoteHref(option?: QuoteOptionId, product: QuoteProductId = 'stickers-labels'): string {
  const query = new URLSearchParams({ product, ...(option ? { option } : {}) });
  return `/start-an-order?${query.toString()}`;
}
