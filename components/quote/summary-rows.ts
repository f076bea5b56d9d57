import { embossingOptions, finishOptions, fulfillmentOptions, quoteProducts } from '@/content/quote-products';
import { formatDollars, formatQuantity, formatSize } from '@/lib/pricing';
import { readyByText } from '@/lib/schedule';
import { chosenSize, CUSTOM, isEmbossed, materialsFor, type QuoteDraft } from './draft';
import { formatUnitPrice } from './money';

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

/** What has been chosen so far, as label and value; '' for what is still open. */
export function summaryRows(
  draft: QuoteDraft,
  { quantity, price }: { quantity?: number; price?: number },
): [string, string][] {
  const product = quoteProducts.find((candidate) => candidate.id === draft.product);
  const option = product?.options.find((candidate) => candidate.id === draft.productOption);
  const chosen = chosenSize(draft);
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
    ...(isEmbossed(draft.product)
      ? [['Embossing', labelOf(embossingOptions, draft.embossingOption)] as [string, string]]
      : []),
    ['Finish', labelOf(finishOptions, draft.finishOption)],
    ['Quantity', quantity ? formatQuantity(quantity) : ''],
    ['Price', formatTotal(price, quantity)],
    ['Fulfillment', labelOf(fulfillmentOptions, draft.fulfillmentMethod)],
  ];
}
