import type { CatalogueCategory } from '@/content/catalogue';
import { belowTheFold } from '@/components/layout/below-the-fold';
import { ProductCard } from './product-card';

/**
 * The cards of the first two rows on a phone (two columns): on a phone's screen lower than 60rem
 * the third row starts below it (1,292 px down at 430 × 932), so the cards from there on are held
 * out of the first frame like a page's lower sections and rendered right after it. The second row
 * is partly on the first screen (from 689 px down on a listing without type links), so its
 * pictures are drawn in the HTML like the first row's: a lazy image file there arrived after the
 * scripts and, being the largest thing on the screen, held the page's LCP back by 0.6–1.3 s.
 */
const CARDS_ON_A_PHONE_SCREEN = 4;

/** Every product of a category as cards (two columns from a phone up). */
export function CategoryListing({ category }: { category: CatalogueCategory }) {
  return (
    <section aria-label={`${category.title} products`} className="mx-auto max-w-7xl px-4 py-4 sm:py-6">
      <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
        {category.products.map((product, index) => (
          <li key={product.id} {...(index >= CARDS_ON_A_PHONE_SCREEN && belowTheFold)} className="flex">
            <ProductCard category={category} product={product} eager={index < CARDS_ON_A_PHONE_SCREEN} />
          </li>
        ))}
      </ul>
    </section>
  );
}
