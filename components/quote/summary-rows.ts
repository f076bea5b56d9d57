import { embossingOptions, finishOptions, fulfillmentOptions, quoteProducts } from '@/content/quote-products';
import { formatDollars, formatQuantity, formatSize } from '@/lib/pricing';
import { readyByText } from '@/lib/schedule';
import { cutBorderLabel } from '@/lib/cut-line';
import { chosenSize, CUSTOM, cutBorderFor, isEmbossed, materialsFor, type QuoteDraft } from './draft';
import type { StepSummary } from './fields';
import { formatUnitPrice } from './money';
import type { PromotionQuote } from './quote-api';
import type { QuoteStepId } from './wizard-steps';

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? '';

/** The total with its price per piece, as the summary and the confirmation show it. */
function formatTotal(price: number | undefined, quantity: number | undefined): string {
  return price !== undefined && quantity
    ? `${formatDollars(price)} (${formatUnitPrice(price, quantity)})`
    : '';
}

/**
 * When the order is ready or delivered for the chosen fulfillment (pickup until one is chosen),
 * for an order sent at `at`.
 */
export function readyByFor(
  draft: QuoteDraft,
  at: Date,
  method = draft.fulfillmentMethod || 'pickup',
): string {
  return readyByText({ productId: draft.product, fulfillmentMethod: method, at });
}

/** An applied code's lines: what it takes off, and the price after it. */
function promotionRows(
  promotion: PromotionQuote | undefined,
  quantity: number | undefined,
): [string, string][] {
  if (!promotion) return [];
  return [
    [
      'Promotion',
      `${promotion.code} (${promotion.percentOff}% off): -${formatDollars(promotion.discountCents / 100)}`,
    ],
    ['Price after promotion', formatTotal(promotion.totalCents / 100, quantity)],
  ];
}

/** What has been chosen so far, as label and value; '' for what is still open. */
export function summaryRows(
  draft: QuoteDraft,
  {
    quantity,
    price,
    promotion,
    money,
  }: {
    quantity?: number;
    price?: number;
    promotion?: PromotionQuote;
    /** The stored quote's money lines, which replace the wizard's own price lines. */
    money?: [string, string][];
  },
): [string, string][] {
  const product = quoteProducts.find((candidate) => candidate.id === draft.product);
  const option = product?.options.find((candidate) => candidate.id === draft.productOption);
  const chosen = chosenSize(draft);
  const cutBorder = cutBorderFor(draft);
  const size = chosen
    ? formatSize(chosen.width, chosen.height, product?.sizeUnit)
    : draft.sizeChoice === CUSTOM
      ? `${draft.customWidth || '?'} x ${draft.customHeight || '?'} in`
      : '';
  return [
    ['Product', product?.name ?? ''],
    ['Option', option?.name ?? ''],
    ['Size', size],
    ['Material', labelOf(materialsFor(draft), draft.material)],
    ...(cutBorder !== undefined ? [['White border', cutBorderLabel(cutBorder)] as [string, string]] : []),
    ...(isEmbossed(draft.product)
      ? [['Embossing', labelOf(embossingOptions, draft.embossingOption)] as [string, string]]
      : []),
    ['Finish', labelOf(finishOptions, draft.finishOption)],
    ['Quantity', quantity ? formatQuantity(quantity) : ''],
    ...(money ?? [['Price', formatTotal(price, quantity)], ...promotionRows(promotion, quantity)]),
    ['Fulfillment', labelOf(fulfillmentOptions, draft.fulfillmentMethod)],
    ...(draft.companyName.trim() ? [['Company', draft.companyName.trim()] as [string, string]] : []),
    ...(draft.poNumber.trim() ? [['PO number', draft.poNumber.trim()] as [string, string]] : []),
  ];
}

/**
 * What each finished step folds to on a phone, from the summary's `rows`: the summary's own
 * words for the choice, and the quantity with its price; nothing for a step still open.
 */
export function stepSummaries(
  draft: QuoteDraft,
  rows: [string, string][],
  { quantity, price }: { quantity?: number; price?: number },
): Partial<Record<QuoteStepId, StepSummary>> {
  const chosen = new Map(rows);
  const summaryOf = (name: string, row = name): StepSummary | undefined =>
    chosen.get(row) ? { name, value: chosen.get(row)! } : undefined;
  return {
    product: summaryOf('Product'),
    productOption: summaryOf('Product option', 'Option'),
    material: summaryOf('Material'),
    embossingOption: summaryOf('Embossing'),
    finishOption: summaryOf('Finish'),
    size: chosenSize(draft) ? summaryOf('Size') : undefined,
    quantity:
      quantity && price !== undefined
        ? { name: 'Quantity', value: `${formatQuantity(quantity)}: ${formatDollars(price)}` }
        : undefined,
  };
}
