import type { tables } from '@/lib/db/server';
import { formatRate, stateName, type OrderTotals } from '@/lib/tax';
import type { OrderStage } from '@/lib/orders';
import { describePreflight } from '@/lib/artwork-preflight';
import { readyByText } from '@/lib/schedule';
import { formatDollars, formatQuantity, formatSize, materialLabel } from '@/lib/pricing';
import { quoteConfirmation } from '@/content/quote-confirmation';
import { embossingOptions, finishOptions, fulfillmentOptions, quoteProducts } from '@/content/quote-products';
import { cutBorderLabel } from '@/lib/cut-line';

export type QuoteSummary = {
  number: string;
  /** The shop's own number, which names the quote's page (the upstream's may differ). */
  pageNumber: string;
  product: string;
  option: string;
  size: string;
  quantity: number;
  totalPrice: number;
  /** The order's money as the server computed it (price, promotion, tax, total), as shown everywhere. */
  money: { label: string; value: string }[];
  status: OrderStage;
  createdAt: Date;
};

type QuoteRow = typeof tables.quotes.$inferSelect;

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** A product's name as the catalogue has it (its id for one no longer offered). */
export function productName(productId: string): string {
  return quoteProducts.find((product) => product.id === productId)?.name ?? productId;
}

export function toSummary(row: QuoteRow): QuoteSummary {
  return {
    number: quoteNumberOf(row),
    pageNumber: row.number,
    ...productNames(row),
    quantity: row.quantity,
    // What the customer owes: the list price less any promotion, plus tax.
    totalPrice: row.totalCents / 100,
    money: priceDetails(row),
    status: row.status,
    createdAt: row.createdAt,
  };
}

/** A quote's number as the customer knows it: one forwarded upstream goes by the upstream's reference, the one the shop knows. */
function quoteNumberOf(row: QuoteRow): string {
  return row.upstreamReference ?? row.number;
}

/** The product, its option and the size as the catalogue names them. */
function productNames(row: QuoteRow): Pick<QuoteSummary, 'product' | 'option' | 'size'> {
  const product = quoteProducts.find((candidate) => candidate.id === row.product);
  const option = product?.options.find((candidate) => candidate.id === row.productOption);
  return {
    product: product?.name ?? row.product,
    option: option?.name ?? row.productOption,
    size: formatSize(row.width, row.height, product?.sizeUnit),
  };
}

/** An order's money lines as the quote row stores them. */
export function storedTotals(totals: OrderTotals) {
  return {
    discountCents: totals.discountCents,
    taxState: totals.tax.state,
    taxRatePpm: totals.tax.ratePpm,
    taxCents: totals.taxCents,
    taxExemptReason: totals.tax.exemptReason ?? null,
    totalCents: totals.totalCents,
  };
}

/** The sales tax line: its rate and state, or the exemption that waived it. */
function taxLine(row: QuoteRow): { label: string; value: string } {
  if (row.taxExemptReason)
    return { label: 'Sales tax', value: `${formatDollars(0)} (${row.taxExemptReason})` };
  if (!row.taxState || row.taxRatePpm === 0)
    return { label: 'Sales tax', value: formatDollars(row.taxCents / 100) };
  return {
    label: 'Sales tax',
    value: `${formatDollars(row.taxCents / 100)} (${formatRate(row.taxRatePpm)}, ${stateName(row.taxState)})`,
  };
}

/**
 * The order's money as every page and e-mail shows it: the price with its price per piece, any
 * promotion, the sales tax, and the total.
 */
export function priceDetails(row: QuoteRow): { label: string; value: string }[] {
  const price = row.priceCents / 100;
  const promoted = Boolean(row.promotionCode && row.discountCents > 0);
  return [
    {
      label: promoted ? 'List price' : 'Price',
      value: `${formatDollars(price)} (${formatDollars(price / row.quantity)} each)`,
    },
    ...(row.tablePriceCents !== null && row.priceRevisionReason
      ? [
          {
            label: 'Price revised',
            value: `from ${formatDollars(row.tablePriceCents / 100)}: ${row.priceRevisionReason}`,
          },
        ]
      : []),
    ...(promoted
      ? [
          {
            label: 'Promotion',
            value: `${row.promotionCode} (${row.promotionPercent}% off): -${formatDollars(row.discountCents / 100)}`,
          },
        ]
      : []),
    taxLine(row),
    { label: 'Total', value: formatDollars(row.totalCents / 100) },
  ];
}

/** What is printed, as label and readable value: product, size, material, finish, quantity. */
export function productionDetails(row: QuoteRow): { label: string; value: string }[] {
  const names = productNames(row);
  return [
    { label: 'Product', value: `${names.product} - ${names.option}` },
    { label: 'Size', value: names.size },
    ...(row.material ? [{ label: 'Material', value: materialLabel(row.product, row.material) }] : []),
    ...(row.cutBorderIn !== null ? [{ label: 'White border', value: cutBorderLabel(row.cutBorderIn) }] : []),
    { label: 'Embossing', value: labelOf(embossingOptions, row.embossingOption) },
    { label: 'Finish', value: labelOf(finishOptions, row.finishOption) },
    { label: 'Quantity', value: formatQuantity(row.quantity) },
  ];
}

/** How the order leaves the shop, as the pages name it ("Shipping", "Pickup", ...). */
export function fulfillmentLabel(row: Pick<QuoteRow, 'fulfillmentMethod'>): string {
  return labelOf(fulfillmentOptions, row.fulfillmentMethod);
}

/** A quote's choices as label and readable value, in the order the e-mails and its page show them. */
export function quoteDetails(row: QuoteRow): { label: string; value: string }[] {
  const details = [
    ...productionDetails(row),
    ...priceDetails(row),
    { label: 'Fulfillment', value: fulfillmentLabel(row) },
  ];
  if (row.companyName) details.unshift({ label: 'Company', value: row.companyName });
  if (row.poNumber) details.splice(row.companyName ? 1 : 0, 0, { label: 'PO number', value: row.poNumber });
  const address = shippingAddress(row);
  if (address) details.push({ label: 'Address', value: address });
  return details;
}

/** The shipping address on one line, or undefined when the order is not shipped. */
export function shippingAddress(row: QuoteRow): string | undefined {
  if (!row.shippingAddress1) return undefined;
  const street = [row.shippingAddress1, row.shippingAddress2].filter(Boolean).join(', ');
  return `${street}, ${row.shippingCity}, ${row.shippingState} ${row.shippingPostalCode}, ${row.shippingCountry}`;
}

/**
 * A quote as the e-mails show it, worked out once for every e-mail about it (its ready-by date
 * counts business days): each e-mail then says what it shows of the artwork.
 */
export function describeQuote(row: QuoteRow): (artwork: string) => string {
  const readyBy = readyByText({
    productId: row.product,
    fulfillmentMethod: row.fulfillmentMethod,
    at: row.createdAt,
  });
  const before = [
    `Quote number: ${quoteNumberOf(row)}`,
    ...quoteDetails(row).map(({ label, value }) => `${label}: ${value}`),
    `Estimated: ${readyBy} (${quoteConfirmation.readyByNote})`,
  ].join('\n');
  const after = row.artworkPreflight ? `\nArtwork check: ${describePreflight(row.artworkPreflight)}` : '';
  return (artwork) => `${before}\nArtwork: ${artwork}${after}`;
}
