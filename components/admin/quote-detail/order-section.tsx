import { formatIsoDay } from '@/lib/schedule';
import { PriceRevisionForm } from '@/components/admin/price-revision-form';
import type { FormAction } from '@/components/admin/form-state';
import { Facts, Section } from '@/components/admin/quote-sections';
import {
  embossingOptions,
  finishOptions,
  fulfillmentOptions,
  quoteProducts,
  uploadOptions,
} from '@/content/quote-products';
import { cutBorderLabel } from '@/lib/cut-line';
import type { tables } from '@/lib/db/server';
import { OPEN_PRICE_STAGES } from '@/lib/orders/server';
import { materialLabel } from '@/lib/pricing';
import { priceDetails } from '@/lib/quotes';

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** The shipping address on one line, when the order travels to one. */
function addressOf(quote: typeof tables.quotes.$inferSelect): string | undefined {
  if (!quote.shippingAddress1) return undefined;
  const street = [quote.shippingAddress1, quote.shippingAddress2].filter(Boolean).join(', ');
  return `${street}, ${quote.shippingCity}, ${quote.shippingState} ${quote.shippingPostalCode}, ${quote.shippingCountry}`;
}

/**
 * The console quote page's order: what is printed, its price, artwork and fulfilment, and while
 * the price may still change, staff's form to revise it.
 */
export function OrderSection({
  quote,
  revisePrice,
}: {
  quote: typeof tables.quotes.$inferSelect;
  revisePrice: FormAction;
}) {
  const product = quoteProducts.find((candidate) => candidate.id === quote.product);
  const option = product?.options.find((candidate) => candidate.id === quote.productOption);
  const address = addressOf(quote);
  return (
    <Section id="order-heading" title="Order">
      <Facts
        items={[
          ['Product', `${product?.name ?? quote.product} – ${option?.name ?? quote.productOption}`],
          ['Size', `${quote.width} × ${quote.height} in`],
          quote.material && ['Material', materialLabel(quote.product, quote.material)],
          quote.cutBorderIn !== null && ['White border', cutBorderLabel(quote.cutBorderIn)],
          ['Embossing', labelOf(embossingOptions, quote.embossingOption)],
          ['Finish', labelOf(finishOptions, quote.finishOption)],
          ['Quantity', quote.quantity.toLocaleString('en-US')],
          ...priceDetails(quote).map(({ label, value }): [string, string] => [label, value]),
          ['Artwork', labelOf(uploadOptions, quote.uploadOption)],
          ['Fulfillment', labelOf(fulfillmentOptions, quote.fulfillmentMethod)],
          quote.readyBy && ['Ready by', formatIsoDay(quote.readyBy)],
          address && ['Ship to', address],
          quote.trackingNumber && ['Tracking', `${quote.shippingCarrier} ${quote.trackingNumber}`],
          quote.upstreamReference && ['Upstream reference', quote.upstreamReference],
        ]}
      />
      {OPEN_PRICE_STAGES.includes(quote.status) && !quote.upstreamReference ? (
        <PriceRevisionForm quoteId={quote.id} action={revisePrice} />
      ) : null}
    </Section>
  );
}
