import type { tables } from '@/lib/db';
import { describePreflight } from '@/lib/artwork-preflight';
import { readyByText } from '@/lib/schedule';
import { formatDollars, formatQuantity } from '@/lib/pricing';
import { quoteConfirmation } from '@/content/quote-confirmation';
import { embossingOptions, finishOptions, fulfillmentOptions, quoteProducts } from '@/content/quote-products';

export type QuoteSummary = {
  number: string;
  product: string;
  option: string;
  size: string;
  quantity: number;
  totalPrice: number;
  status: string;
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
    product: product?.name ?? row.product,
    option: option?.name ?? row.productOption,
    size: `${row.width} x ${row.height} in`,
    quantity: row.quantity,
    totalPrice: row.priceCents / 100,
    status: row.status,
    createdAt: row.createdAt,
  };
}

/** The lines of a quote as the e-mails show them; each e-mail says what it shows of the artwork. */
export function describeQuote(row: QuoteRow, artwork: string): string[] {
  const summary = toSummary(row);
  const lines = [
    `Quote number: ${summary.number}`,
    `Product: ${summary.product} - ${summary.option}`,
    `Size: ${summary.size}`,
    `Embossing: ${labelOf(embossingOptions, row.embossingOption)}`,
    `Finish: ${labelOf(finishOptions, row.finishOption)}`,
    `Quantity: ${formatQuantity(summary.quantity)}`,
    `Total: ${formatDollars(summary.totalPrice)} (${formatDollars(summary.totalPrice / summary.quantity)} each)`,
    `Fulfillment: ${labelOf(fulfillmentOptions, row.fulfillmentMethod)}`,
    `Estimated: ${readyByText({ productId: row.product, fulfillmentMethod: row.fulfillmentMethod, at: row.createdAt })} (${quoteConfirmation.readyByNote})`,
  ];
  if (row.shippingAddress1) {
    const street = [row.shippingAddress1, row.shippingAddress2].filter(Boolean).join(', ');
    lines.push(
      `Address: ${street}, ${row.shippingCity}, ${row.shippingState} ${row.shippingPostalCode}, ${row.shippingCountry}`,
    );
  }
  lines.push(`Artwork: ${artwork}`);
  if (row.artworkPreflight) lines.push(`Artwork check: ${describePreflight(row.artworkPreflight)}`);
  return lines;
}
