'use client';

import { useState } from 'react';
import { embossingOptions, finishOptions, quoteProducts } from '@/content/quote-products';
import { chosenSize, CUSTOM, isEmbossed, materialsFor, type QuoteDraft } from './draft';
import { formatDollars, formatQuantity, formatSize } from '@/lib/pricing';
import { formatUnitPrice } from './money';

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? '';

/** The reminder of what has been chosen so far (spec §4), shown once a product is chosen; hideable. */
export function QuoteReminder({
  draft,
  quantity,
  price,
}: {
  draft: QuoteDraft;
  quantity?: number;
  price?: number;
}) {
  const [open, setOpen] = useState(true);
  const product = quoteProducts.find((candidate) => candidate.id === draft.product);
  if (!product) return null;
  const option = product.options.find((candidate) => candidate.id === draft.productOption);
  const chosen = chosenSize(draft);
  const size = chosen
    ? formatSize(chosen.width, chosen.height, product.sizeUnit)
    : draft.sizeChoice === CUSTOM
      ? `${draft.customWidth || '?'} x ${draft.customHeight || '?'} in`
      : '';
  const rows: [string, string][] = [
    ['Product', product.name],
    ['Option', option?.name ?? ''],
    ['Size', size],
    isEmbossed(product.id)
      ? ['Embossing', labelOf(embossingOptions, draft.embossingOption)]
      : ['Material', labelOf(materialsFor(draft), draft.material)],
    ['Finish', labelOf(finishOptions, draft.finishOption)],
    ['Quantity', quantity ? formatQuantity(quantity) : ''],
    [
      'Price',
      price !== undefined && quantity ? `${formatDollars(price)} (${formatUnitPrice(price, quantity)})` : '',
    ],
  ];
  return (
    <aside aria-labelledby="quote-summary-title" className="rounded-xl bg-slate-50 p-5 lg:sticky lg:top-24">
      <div className="flex items-center justify-between gap-4">
        <h2 id="quote-summary-title" className="text-lg font-bold text-slate-900">
          Your quote
        </h2>
        <button
          type="button"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls="quote-summary"
          className="rounded text-sm font-semibold text-orange-700 underline"
        >
          {open ? 'Hide summary' : 'Show summary'}
        </button>
      </div>
      {open && (
        <dl id="quote-summary" className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([term, detail]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-slate-700">{term}</dt>
              <dd className="text-slate-900">{detail || '-'}</dd>
            </div>
          ))}
        </dl>
      )}
    </aside>
  );
}
