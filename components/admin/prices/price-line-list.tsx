import Link from 'next/link';
import type { CatalogueCategory } from '@/content/catalogue';
import { formatDateTime } from '@/components/admin/format';
import { discountLabel, productPagePrice } from '@/lib/catalogue';
import type { PriceBook, PriceLine, PriceLineId } from '@/lib/pricing';

export type ListedLine = { line: PriceLine; version: number; updatedAt: Date; updatedBy: string };

/** One category's price lines: each product's Starting at figure, discount, version and last change. */
export function PriceLineList({
  category,
  lines,
  book,
}: {
  category: CatalogueCategory;
  lines: ReadonlyMap<PriceLineId, ListedLine>;
  book: PriceBook;
}) {
  const headingId = `prices-${category.id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-lg font-bold">
        {category.title}
      </h2>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full min-w-[34rem] text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="p-3">
                Product
              </th>
              <th scope="col" className="p-3">
                Starting at
              </th>
              <th scope="col" className="p-3">
                Discount
              </th>
              <th scope="col" className="p-3">
                Version
              </th>
              <th scope="col" className="p-3">
                Last change
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {category.products.map((product) => {
              const listed = lines.get(product.id as PriceLineId);
              if (!listed) return null;
              const price = productPagePrice(product, book);
              return (
                <tr key={product.id}>
                  <th scope="row" className="p-3 font-semibold">
                    <Link href={`/admin/prices/${product.id}`} className="text-orange-800 underline">
                      {product.name}
                    </Link>
                  </th>
                  <td className="p-3">
                    <span className="whitespace-nowrap">
                      {price.list} {price.per}
                    </span>
                    <span className="block text-slate-600">{price.reference}</span>
                  </td>
                  <td className="p-3 whitespace-nowrap">
                    {listed.line.discount > 0 ? discountLabel(listed.line.discount) : '—'}
                  </td>
                  <td className="p-3">{listed.version}</td>
                  <td className="p-3">
                    {listed.updatedBy}
                    <span className="block text-slate-600">{formatDateTime(listed.updatedAt)}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
