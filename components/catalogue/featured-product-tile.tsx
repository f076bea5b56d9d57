import Link from 'next/link';
import type { CatalogueCategory, CatalogueProduct } from '@/content/catalogue';
import { productDisplay, startingAtLabel } from '@/lib/catalogue';
import { pagePriceBook } from '@/lib/pricing/server';
import { ProductBadges } from './product-badges';
import { ProductPicture } from './product-picture';

/** A compact product tile: image, badges, name, starting price; the whole tile is the link. */
export async function FeaturedProductTile({
  category,
  product,
  href,
}: {
  category: CatalogueCategory;
  product: CatalogueProduct;
  href: string;
}) {
  const book = await pagePriceBook();
  const display = productDisplay(product, book);
  return (
    <Link
      href={href}
      className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white hover:shadow-md"
    >
      <span className="relative block">
        <ProductPicture
          product={product}
          width={320}
          height={240}
          sizes="(min-width: 768px) 400px, 50vw"
          loading="lazy"
          className="h-auto w-full"
        />
        <span className="absolute top-2 left-2">
          <ProductBadges category={category} product={product} />
        </span>
      </span>
      <span className="flex flex-1 flex-col gap-1 p-3">
        <span className="font-semibold text-slate-900 group-hover:underline">{display.name}</span>
        <span className="text-sm text-slate-600">{startingAtLabel(product, book)}</span>
      </span>
    </Link>
  );
}
