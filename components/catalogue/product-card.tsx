import Link from 'next/link';
import type { CatalogueCategory, CatalogueProduct } from '@/content/catalogue';
import { listingProductHref, productDisplay, startingAtLabel } from '@/lib/catalogue';
import { pagePriceBook } from '@/lib/pricing/server';
import { DetailsComingSoonButton } from './details-coming-soon-button';
import { ProductBadges } from './product-badges';
import { StarRating } from '@/components/ui/star-rating';
import { buttonClass } from '@/components/ui/button';
import { ProductPicture } from './product-picture';

/**
 * A listing card (spec §2). The name is the card's link and stretches over the whole card,
 * so clicking anywhere navigates; View Details sits above it.
 */
export async function ProductCard({
  category,
  product,
  eager = false,
}: {
  category: CatalogueCategory;
  product: CatalogueProduct;
  eager?: boolean;
}) {
  const book = await pagePriceBook();
  const display = productDisplay(product, book);
  const href = listingProductHref(category, product);
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:shadow-md">
      <div className="relative">
        <ProductPicture
          product={product}
          width={320}
          height={240}
          sizes="(min-width: 1024px) 400px, 50vw"
          loading={eager ? 'priority' : 'lazy'}
          className="h-auto w-full"
        />
        <div className="absolute top-3 left-3">
          <ProductBadges category={category} product={product} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h2 className="text-base font-bold text-slate-900 sm:text-lg">
          <Link href={href} className="after:absolute after:inset-0 hover:underline">
            {display.name}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-slate-600 sm:line-clamp-none">{display.description}</p>
        <p className="text-sm font-semibold text-slate-900">{startingAtLabel(product, book)}</p>
        {product.reviews && (
          <StarRating rating={product.reviews.average} reviewCount={product.reviews.count} />
        )}
        <div className="relative z-10 mt-auto pt-2">
          {product.hasDetailsPage === false ? (
            <DetailsComingSoonButton
              productName={display.name}
              className={buttonClass('primary', 'compact')}
            />
          ) : (
            <Link href={href} className={buttonClass('primary', 'compact')}>
              View Details<span className="sr-only"> for {display.name}</span>
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
