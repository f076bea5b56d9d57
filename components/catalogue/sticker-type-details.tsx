import Link from 'next/link';
import type { CatalogueCategory } from '@/content/catalogue';
import type { StickerType } from '@/content/sticker-types';
import { defaultChoices, quoteHref } from '@/content/quote-products';
import { ProductTileGrid } from './product-tile-grid';
import { buttonClass } from '@/components/ui/button';
import { belowTheFold } from '@/components/layout/below-the-fold';

/** A sticker type's page body: what it is, uses, sizes and finishes, its products, a quote link. */
export function StickerTypeDetails({
  type,
  catalogue,
}: {
  type: StickerType;
  catalogue: readonly CatalogueCategory[];
}) {
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-6">
      <section aria-labelledby="what-heading" className="max-w-3xl">
        <h2 id="what-heading" className="text-2xl font-bold text-slate-900">
          What they are
        </h2>
        <p className="mt-3 text-slate-700">{type.what}</p>
      </section>
      <div className="grid gap-8 md:grid-cols-2">
        <section aria-labelledby="uses-heading">
          <h2 id="uses-heading" className="text-xl font-bold text-slate-900">
            Typical uses
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
            {type.uses.map((use) => (
              <li key={use}>{use}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sizes-heading">
          <h2 id="sizes-heading" className="text-xl font-bold text-slate-900">
            Sizes and finishes
          </h2>
          <p className="mt-3 text-slate-700">{type.sizes}</p>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
            {type.finishes.map((finish) => (
              <li key={finish}>{finish}</li>
            ))}
          </ul>
        </section>
      </div>
      <section {...belowTheFold} aria-labelledby="products-heading">
        <h2 id="products-heading" className="text-xl font-bold text-slate-900">
          Products made this way
        </h2>
        <div className="mt-4">
          <ProductTileGrid products={type.products} catalogue={catalogue} />
        </div>
      </section>
      <p>
        <Link
          href={quoteHref(defaultChoices('stickers-labels', type.quoteOption))}
          className={buttonClass('primary', 'compact')}
        >
          Get a Pro Quote
        </Link>
      </p>
    </div>
  );
}
