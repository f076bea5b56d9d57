import type { CatalogueCategory } from '@/content/catalogue';
import { ProductCard } from './product-card';

/** Every product of a category as cards (two columns from a phone up), the first images loaded eagerly. */
export function CategoryListing({ category }: { category: CatalogueCategory }) {
  return (
    <section aria-label={`${category.title} products`} className="mx-auto max-w-7xl px-4 py-4 sm:py-6">
      <ul className="lazy-layout grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
        {category.products.map((product, index) => (
          <li key={product.id} className="flex">
            <ProductCard category={category} product={product} eager={index < 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}
