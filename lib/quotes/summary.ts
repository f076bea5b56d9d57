import type { tables } from '@/lib/db';
import { formatDollars, formatQuantity, formatSize } from '@/lib/pricing';
import { embossingOptions, finishOptions, fulfillmentOptions, quoteProducts } from '@/content/quote-products';
import { priceTables, type PricedProductId } from '@/content/price-tables';

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

/** A material's name from its product's price table (the id itself for one since removed). */
function materialLabel(product: string, material: string): string {
  const table = priceTables[product as PricedProductId] as (typeof priceTables)[PricedProductId] | undefined;
  return table?.materials.find((candidate) => candidate.id === material)?.label ?? material;
}

export function toSummary(row: QuoteRow): QuoteSummary {
  const product = quoteProducts.find((candidate) => candidate.id === row.product);
  const option = product?.options.find((candidate) => candidate.id === row.productOption);
  return {
    // A quote forwarded upstream goes by the upstream's reference: the one the shop knows.
    number: row.upstreamReference ?? row.number,
    product: product?.name ?? row.product,
    option: option?.name ?? row.productOption,
    size: formatSize(row.width, row.height, product?.sizeUnit),
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
    ...(row.material ? [`Material: ${materialLabel(row.product, row.material)}`] : []),
    `Embossing: ${labelOf(embossingOptions, row.embossingOption)}`,
    `Finish: ${labelOf(finishOptions, row.finishOption)}`,
    `Quantity: ${formatQuantity(summary.quantity)}`,
    `Total: ${formatDollars(summary.totalPrice)} (${formatDollars(summary.totalPrice / summary.quantity)} each)`,
    `Fulfillment: ${labelOf(fulfillmentOptions, row.fulfillmentMethod)}`,
  ];
  if (row.shippingAddress1) {
    const street = [row.shippingAddress1, row.shippingAddress2].filter(Boolean).join(', ');
    lines.push(
      `Address: ${street}, ${row.shippingCity}, ${row.shippingState} ${row.shippingPostalCode}, ${row.shippingCountry}`,
    );
  }
  lines.push(`Artwork: ${artwork}`);
  return lines;
}
