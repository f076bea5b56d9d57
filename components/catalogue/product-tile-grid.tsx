import type { CatalogueCategory } from '@/content/catalogue';
import { findCategoryProduct, listingProductHref } from '@/lib/catalogue';
import { FeaturedProductTile } from './featured-product-tile';

/** Catalogue products named by category and id, as tiles linking to their product pages. */
export function ProductTileGrid({
  products,
  catalogue,
}: {
  products: readonly { category: string; id: string }[];
  catalogue: readonly CatalogueCategory[];
}) {
  const found = products.flatMap(({ category, id }) => findCategoryProduct(category, id, catalogue) ?? []);
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
      {found.map(({ category, product }) => (
        <li key={product.id}>
          <FeaturedProductTile
            category={category}
            product={product}
            href={listingProductHref(category, product)}
          />
        </li>
      ))}
    </ul>
  );
}
