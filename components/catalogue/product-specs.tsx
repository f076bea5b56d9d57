import type { ProductSpecs as Specs } from '@/content/product-specs';
import { formatQuantity } from '@/lib/pricing';
import { belowTheFold } from '@/components/layout/below-the-fold';

/** What a product is made of, and the fewest pieces its price line takes. */
export function ProductSpecs({ specs, minimumQuantity }: { specs: Specs; minimumQuantity: number }) {
  const rows: [string, string][] = [
    ['Material', specs.material],
    ['Adhesive', specs.adhesive],
    ['Finish', specs.finish],
    ['Outdoor life', specs.outdoorLife],
    ['Minimum order', `${formatQuantity(minimumQuantity)} ${minimumQuantity === 1 ? 'piece' : 'pieces'}`],
  ];
  return (
    <section {...belowTheFold} aria-labelledby="specs-heading">
      <h2 id="specs-heading" className="text-2xl font-bold text-slate-900">
        Specifications
      </h2>
      <dl className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {rows.map(([term, detail]) => (
          <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr]">
            <dt className="font-semibold text-slate-900">{term}</dt>
            <dd className="text-slate-700">{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
