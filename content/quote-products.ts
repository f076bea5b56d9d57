import { PREDEFINED_SIZES } from '@/lib/constants';

/**
 * What the quote wizard sells (spec §3 "Quote products"). Catalogue pages link into the
 * wizard with `/start-an-order?product=<product id>&option=<option id>&...` (see quoteHref).
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

export type QuoteOptionId = (typeof quoteProducts)[number]['options'][number]['id'];

/**
 * What a link into the wizard can preselect: the product page's (or a past quote's) choices.
 * Sizes are inches; the wizard ignores any value it does not offer.
 */
export type QuoteChoices = {
  product: string;
  option?: string;
  width?: number;
  height?: number;
  quantity?: number;
  finish?: string;
  embossing?: string;
};

/** The order of the wizard link's query parameters (the keys of QuoteChoices). */
const choiceParams = ['product', 'option', 'width', 'height', 'quantity', 'finish', 'embossing'] as const;

/** The wizard link with the given choices preselected (see withPreselection in the wizard). */
export function quoteHref(choices: QuoteChoices): string {
  const query = new URLSearchParams();
  for (const param of choiceParams) {
    const value = choices[param];
    if (value !== undefined && value !== '') query.set(param, String(value));
  }
  return `/start-an-order?${query.toString()}`;
}
