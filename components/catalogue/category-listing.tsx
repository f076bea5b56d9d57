import type { CatalogueCategory } from '@/content/catalogue';
import { ProductCard } from './product-card';

/** Every product of a category as cards, the first image loaded eagerly. */
export function CategoryListing({ category }: { category: CatalogueCategory }) {
  return (
    <section aria-label={`${category.title} products`} className="mx-auto max-w-7xl px-4 py-6">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {category.products.map((product, index) => (
          <li key={product.id} className="flex">
            <ProductCard category={category} product={product} eager={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
