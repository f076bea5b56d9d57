import Link from 'next/link';
import type { CatalogueCategory } from '@/content/catalogue';
import { specialtyFinishes } from '@/content/specialty';
import { findCategoryProduct, listingProductHref, productName } from '@/lib/catalogue';
import { buttonClass } from '@/components/ui/button';
import { ProductPicture } from './product-picture';

/** /products/specialty: each specialty finish, described, with the product that carries it. */
export function SpecialtyFinishes({ catalogue }: { catalogue: readonly CatalogueCategory[] }) {
  return (
    <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-6 md:grid-cols-2">
      {specialtyFinishes.map((finish) => {
        const match = findCategoryProduct('stickers', finish.productId, catalogue);
        return (
          <li key={finish.name} className="flex gap-5 rounded-xl border border-slate-200 p-5">
            {match && (
              <ProductPicture
                product={match.product}
                width={160}
                height={120}
                sizes="160px"
                loading="lazy"
                className="h-auto w-32 shrink-0 self-start rounded-md sm:w-40"
              />
            )}
            <div>
              <h2 className="text-xl font-bold text-slate-900">{finish.name}</h2>
              <p className="mt-2 text-slate-700">{finish.description}</p>
              {match && (
                <Link
                  href={listingProductHref(match.category, match.product)}
                  className={`mt-4 ${buttonClass('secondary', 'compact')}`}
                >
                  See {productName(match.product)}
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
