import Link from 'next/link';
import type { CatalogueCategory, CatalogueProduct } from '@/content/catalogue';
import { formatDateTime } from '@/components/admin/format';
import type { ProductEdit } from '@/lib/product-content/server';

/** One category's products as the console lists them: who last changed each, and its photos. */
export function CatalogueList({
  category,
  products,
}: {
  category: CatalogueCategory;
  products: { product: CatalogueProduct; edit?: ProductEdit; photoCount: number }[];
}) {
  const headingId = `catalogue-${category.id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-lg font-bold">
        {category.title} ({products.length})
      </h2>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        {/* Fixed columns: the six categories' tables line up one under another. */}
        <table className="w-full table-fixed text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="w-1/2 p-3">
                Product
              </th>
              <th scope="col" className="w-1/5 p-3">
                Photos
              </th>
              <th scope="col" className="p-3">
                Last changed
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {products.map(({ product, edit, photoCount }) => (
              <tr key={product.id}>
                <td className="p-3">
                  <Link
                    href={`/admin/catalogue/${product.id}`}
                    className="font-semibold text-orange-800 underline"
                  >
                    {product.name}
                  </Link>
                  {product.isNew ? (
                    <span className="ml-2 text-xs font-semibold text-orange-800">NEW</span>
                  ) : null}
                </td>
                <td className="p-3">{photoCount === 0 ? 'Drawing only' : photoCount}</td>
                <td className="p-3">
                  {edit ? (
                    <>
                      {formatDateTime(edit.updatedAt)}
                      <span className="block text-slate-600 break-all">{edit.updatedBy}</span>
                    </>
                  ) : (
                    <span className="text-slate-600">Original content</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
