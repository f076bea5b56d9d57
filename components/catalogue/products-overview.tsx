import Link from 'next/link';
import type { CatalogueCategory } from '@/content/catalogue';
import { categoryPath, featuredProductHref, featuredProducts } from '@/lib/catalogue';
import { pagePriceBook } from '@/lib/pricing/server';
import { FEATURED_PRODUCTS_PER_CATEGORY, FEATURED_STICKERS } from '@/lib/constants';
import { FeaturedProductTile } from './featured-product-tile';
import { buttonClass } from '@/components/ui/button';
import { Drawing } from '@/components/ui/drawing';
import { belowTheFold } from '@/components/layout/below-the-fold';

/** /products: one card per category, anchored for /products#<category>, with its featured products. */
export async function ProductsOverview({ catalogue }: { catalogue: readonly CatalogueCategory[] }) {
  const book = await pagePriceBook();
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-6">
      {catalogue.map((category, index) => {
        const count = category.id === 'stickers' ? FEATURED_STICKERS : FEATURED_PRODUCTS_PER_CATEGORY;
        return (
          <section
            key={category.id}
            {...(index > 0 && belowTheFold)}
            id={category.anchor}
            aria-labelledby={`${category.anchor}-heading`}
            className="rounded-2xl border border-slate-200 bg-slate-50 p-6"
          >
            <div className="flex flex-wrap items-end justify-between gap-4">
              <Drawing
                image={category.image}
                width={320}
                height={240}
                loading="lazy"
                className="h-auto w-32 shrink-0 rounded-lg border border-slate-200 max-sm:hidden"
              />
              <div className="min-w-0 flex-1">
                <h2 id={`${category.anchor}-heading`} className="text-2xl font-bold text-slate-900">
                  {category.title}
                </h2>
                <p className="mt-1 max-w-2xl text-slate-600">{category.description}</p>
              </div>
              <Link href={categoryPath(category)} className={buttonClass('secondary', 'compact')}>
                Browse all<span className="sr-only"> {category.title.toLowerCase()}</span>
              </Link>
            </div>
            <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3">
              {featuredProducts(category, count, book).map((product) => (
                <li key={product.id}>
                  <FeaturedProductTile
                    category={category}
                    product={product}
                    href={featuredProductHref(category, product)}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <p className="text-center">
        <Link href="/contact-us" className={buttonClass('primary', 'compact')}>
          Contact Us for Custom Solutions
        </Link>
      </p>
    </div>
  );
}
