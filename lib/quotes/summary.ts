import type { tables } from '@/lib/db';
import type { OrderStage } from '@/lib/orders/stages';
import { describePreflight } from '@/lib/artwork-preflight';
import { readyByText } from '@/lib/schedule';
import { formatDollars, formatQuantity, formatSize, materialLabel } from '@/lib/pricing';
import { quoteConfirmation } from '@/content/quote-confirmation';
import { embossingOptions, finishOptions, fulfillmentOptions, quoteProducts } from '@/content/quote-products';

export type QuoteSummary = {
  number: string;
  /** The shop's own number, which names the quote's page (the upstream's may differ). */
  pageNumber: string;
  product: string;
  option: string;
  size: string;
  quantity: number;
  totalPrice: number;
  status: OrderStage;
  createdAt: Date;
};

type QuoteRow = typeof tables.quotes.$inferSelect;

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

export function toSummary(row: QuoteRow): QuoteSummary {
  const product = quoteProducts.find((candidate) => candidate.id === row.product);
  const option = product?.options.find((candidate) => candidate.id === row.productOption);
  return {
    // A quote forwarded upstream goes by the upstream's reference: the one the shop knows.
    number: row.upstreamReference ?? row.number,
    pageNumber: row.number,
    product: product?.name ?? row.product,
    option: option?.name ?? row.productOption,
    size: formatSize(row.width, row.height, product?.sizeUnit),
    quantity: row.quantity,
    totalPrice: row.priceCents / 100,
    status: row.status,
    createdAt: row.createdAt,
  };
}

/** A quote's choices as label and readable value, in the order the e-mails and its page show them. */
export function quoteDetails(row: QuoteRow): { label: string; value: string }[] {
  const summary = toSummary(row);
  const details = [
    { label: 'Product', value: `${summary.product} - ${summary.option}` },
    { label: 'Size', value: summary.size },
    ...(row.material ? [{ label: 'Material', value: materialLabel(row.product, row.material) }] : []),
    { label: 'Embossing', value: labelOf(embossingOptions, row.embossingOption) },
    { label: 'Finish', value: labelOf(finishOptions, row.finishOption) },
    { label: 'Quantity', value: formatQuantity(summary.quantity) },
    {
      label: 'Total',
      value: `${formatDollars(summary.totalPrice)} (${formatDollars(summary.totalPrice / summary.quantity)} each)`,
    },
    { label: 'Fulfillment', value: labelOf(fulfillmentOptions, row.fulfillmentMethod) },
  ];
  if (row.shippingAddress1) {
    const street = [row.shippingAddress1, row.shippingAddress2].filter(Boolean).join(', ');
    details.push({
      label: 'Address',
      value: `${street}, ${row.shippingCity}, ${row.shippingState} ${row.shippingPostalCode}, ${row.shippingCountry}`,
    });
  }
  return details;
}

/** The lines of a quote as the e-mails show them; each e-mail says what it shows of the artwork. */
export function describeQuote(row: QuoteRow, artwork: string): string[] {
  const readyBy = readyByText({
    productId: row.product,
    fulfillmentMethod: row.fulfillmentMethod,
    at: row.createdAt,
  });
  return [
    `Quote number: ${toSummary(row).number}`,
    ...quoteDetails(row).map(({ label, value }) => `${label}: ${value}`),
    `Estimated: ${readyBy} (${quoteConfirmation.readyByNote})`,
    `Artwork: ${artwork}`,
    ...(row.artworkPreflight ? [`Artwork check: ${describePreflight(row.artworkPreflight)}`] : []),
  ];
}
