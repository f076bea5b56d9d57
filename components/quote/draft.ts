import { findQuoteOption, quoteProducts } from '@/content/quote-products';
import {
  lineFor,
  lineIdFor,
  optionChoices,
  type Embossing,
  type LineRules,
  type LineRulesBook,
} from '@/lib/pricing';
import { shippingCountry } from '@/content/us-states';
import { DIE_CUT_BORDERS_IN, productShapeOf } from '@/lib/cut-line';

/** Everything the shopper typed or chose (not the file), as kept in session storage. */
export type QuoteDraft = {
  product: string;
  productOption: string;
  embossingOption: string;
  finishOption: string;
  /** A material id the option offers (preselected: the option's first). */
  material: string;
  /** A die-cut's white border in inches as chosen in the artwork preview ('' until chosen: the shop's default). */
  cutBorder: string;
  sizeChoice: string;
  customWidth: string;
  customHeight: string;
  quantityChoice: string;
  customQuantity: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  companyName: string;
  poNumber: string;
  /** The promotion code as typed; only a code the server accepted is sent with the quote. */
  promotionCode: string;
  uploadOption: string;
  fulfillmentMethod: string;
  shippingAddress1: string;
  shippingAddress2: string;
  shippingCity: string;
  shippingState: string;
  shippingPostalCode: string;
  idempotencyKey: string;
};

export const CUSTOM = 'custom';

export const addressFieldNames = [
  'shippingAddress1',
  'shippingAddress2',
  'shippingCity',
  'shippingState',
  'shippingPostalCode',
] as const;

/** Drop-off and shipping travel to an address; pickup does not. */
export function needsAddress(draft: Pick<QuoteDraft, 'fulfillmentMethod'>): boolean {
  return draft.fulfillmentMethod === 'dropoff' || draft.fulfillmentMethod === 'ship';
}

/** Every address field emptied (pickup needs none). */
export function clearedAddress(): Pick<QuoteDraft, (typeof addressFieldNames)[number]> {
  return Object.fromEntries(addressFieldNames.map((field) => [field, ''])) as Pick<
    QuoteDraft,
    (typeof addressFieldNames)[number]
  >;
}

/** A fresh key per quote; randomUUID needs a secure context, so plain-http LAN hosts get a random fallback. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

export function emptyDraft(): QuoteDraft {
  return {
    product: '',
    productOption: '',
    embossingOption: '',
    finishOption: '',
    material: '',
    cutBorder: '',
    sizeChoice: '',
    customWidth: '',
    customHeight: '',
    quantityChoice: '',
    customQuantity: '',
    contactName: '',
    contactEmail: '',
    contactPhone: '',
    companyName: '',
    poNumber: '',
    promotionCode: '',
    uploadOption: '',
    fulfillmentMethod: '',
    ...clearedAddress(),
    idempotencyKey: newIdempotencyKey(),
  };
}

/** Only stickers & labels are embossed: their materials have embossed price lines. */
export function isEmbossed(productId: string): boolean {
  const product = quoteProducts.find((candidate) => candidate.id === productId);
  return Boolean(product?.options.some((option) => option.materials.some((m) => 'embossedLine' in m)));
}

/** The choices the draft's price depends on, in the price request's terms (none for a product not chosen). */
function priceChoice(draft: Pick<QuoteDraft, 'product' | 'productOption' | 'material' | 'embossingOption'>) {
  const product = quoteProducts.find((candidate) => candidate.id === draft.product);
  if (!product) return undefined;
  const embossing = (isEmbossed(product.id) ? draft.embossingOption || 'none' : 'none') as Embossing;
  return { product: product.id, option: draft.productOption, material: draft.material, embossing };
}

/**
 * The price line of the draft's choices: its sizes, quantities and quantity rule. Until they
 * lead to one (no option or material yet), the product's first line, whose rules its other
 * lines share; stickers & labels when no product is chosen.
 */
export function lineOfDraft(
  lines: LineRulesBook,
  draft: Pick<QuoteDraft, 'product' | 'productOption' | 'material' | 'embossingOption'>,
): LineRules {
  const choice = priceChoice(draft) ?? { product: 'stickers-labels' as const, embossing: 'none' as const };
  if (lineIdFor(lines, choice)) return lineFor(lines, choice);
  const firstOption = quoteProducts.find((product) => product.id === choice.product)?.options[0]?.id;
  return lineFor(lines, { product: choice.product, option: firstOption, embossing: 'none' });
}

/** The id of the draft's price line (what its custom quantity is checked against). */
export function lineIdOfDraft(
  lines: LineRulesBook,
  draft: Pick<QuoteDraft, 'product' | 'productOption' | 'material' | 'embossingOption'>,
) {
  const choice = priceChoice(draft);
  return (choice && lineIdFor(lines, choice)) || undefined;
}

/** The materials the chosen option is made of, as choices. */
export function materialsFor(draft: Pick<QuoteDraft, 'product' | 'productOption'>) {
  return optionChoices(draft.product, draft.productOption).materials;
}

/** The material to keep when an option is chosen: the one chosen if the option offers it, else its first. */
export function materialForOption(
  draft: Pick<QuoteDraft, 'product' | 'material'>,
  productOption: string,
): string {
  const offered = materialsFor({ product: draft.product, productOption }).map((material) => material.value);
  return offered.includes(draft.material) ? draft.material : (offered[0] ?? '');
}

/** What a choice of another product leaves open: its sizes, materials and quantities differ. */
export const clearedSizeAndQuantity = {
  material: '',
  sizeChoice: '',
  customWidth: '',
  customHeight: '',
  quantityChoice: '',
  customQuantity: '',
} satisfies Partial<QuoteDraft>;

export function sizesFor(draft: Pick<QuoteDraft, 'product' | 'productOption'>): readonly string[] {
  return findQuoteOption(draft.product, draft.productOption)?.option.sizes ?? [];
}

/** The chosen size in inches, or undefined while it is incomplete. */
export function chosenSize(draft: QuoteDraft): { width: number; height: number } | undefined {
  if (draft.sizeChoice === CUSTOM) {
    const width = Number(draft.customWidth);
    const height = Number(draft.customHeight);
    return draft.customWidth !== '' && draft.customHeight !== '' && width > 0 && height > 0
      ? { width, height }
      : undefined;
  }
  // A predefined size is "<width>x<height>" (the wizard clears one its option does not list).
  if (!/^\d+(\.\d+)?x\d+(\.\d+)?$/.test(draft.sizeChoice)) return undefined;
  const [width, height] = draft.sizeChoice.split('x').map(Number);
  return width && height ? { width, height } : undefined;
}

export function chosenQuantity(draft: QuoteDraft): number | undefined {
  const raw = draft.quantityChoice === CUSTOM ? draft.customQuantity : draft.quantityChoice;
  return raw.trim() === '' || Number.isNaN(Number(raw)) ? undefined : Number(raw);
}

const blank = (value: string) => (value.trim() === '' ? undefined : value);

/** The embossing a price and quote carry: chosen for stickers & labels, none for every other product. */
function embossingFor(draft: Pick<QuoteDraft, 'product' | 'embossingOption'>): string | undefined {
  return isEmbossed(draft.product) ? blank(draft.embossingOption) : 'none';
}

/**
 * The choice part of a price request: stickers & labels keep the spec's request and add their
 * option and material; every other product also names itself.
 */
export function pricedProduct(draft: Pick<QuoteDraft, 'product' | 'productOption' | 'material'>) {
  const choice = { option: draft.productOption, material: draft.material };
  return isEmbossed(draft.product) ? choice : { product: draft.product, ...choice };
}

/** The price request of the draft's choices, or undefined until size, embossing, finish and material are chosen. */
export function priceRequestOf(draft: QuoteDraft) {
  const size = chosenSize(draft);
  const embossing = embossingFor(draft);
  return size && embossing && draft.finishOption && draft.material
    ? { ...size, finish: draft.finishOption, embossing, ...pricedProduct(draft) }
    : undefined;
}

const numberOrUndefined = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** The white border a die-cut quote carries (the shop's default until one is chosen); none for other shapes. */
export function cutBorderFor(draft: Pick<QuoteDraft, 'productOption' | 'cutBorder'>): number | undefined {
  if (productShapeOf(draft.productOption) !== 'die-cut') return undefined;
  return numberOrUndefined(draft.cutBorder) ?? DIE_CUT_BORDERS_IN[0];
}

/** The draft as the quote form schema reads it: empty choices are missing, numbers are numbers. */
export function formValue(
  draft: QuoteDraft,
  extra: { quantity?: number; price?: number; file?: File; promotionCode?: string },
) {
  return {
    product: blank(draft.product),
    productOption: blank(draft.productOption),
    embossingOption: embossingFor(draft),
    finishOption: blank(draft.finishOption),
    material: blank(draft.material),
    cutBorderIn: cutBorderFor(draft),
    size:
      draft.sizeChoice === CUSTOM
        ? { width: numberOrUndefined(draft.customWidth), height: numberOrUndefined(draft.customHeight) }
        : chosenSize(draft),
    quantity: extra.quantity,
    price: extra.price,
    contactName: draft.contactName,
    contactEmail: draft.contactEmail,
    contactPhone: draft.contactPhone,
    companyName: blank(draft.companyName),
    poNumber: blank(draft.poNumber),
    promotionCode: extra.promotionCode,
    uploadOption: blank(draft.uploadOption),
    fulfillmentMethod: blank(draft.fulfillmentMethod),
    uploadedFile: draft.uploadOption === 'upload' ? extra.file : undefined,
    ...Object.fromEntries(addressFieldNames.map((field) => [field, blank(draft[field])])),
    // The country is fixed: sent whenever an address is.
    shippingCountry: needsAddress(draft) ? shippingCountry.code : undefined,
  };
}
