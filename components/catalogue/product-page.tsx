import type { CatalogueCategory, CatalogueProduct } from '@/content/catalogue';
import type { Metadata } from 'next';
import { BreadcrumbTrail } from '@/components/layout/breadcrumb-trail';
import {
  catalogueBreadcrumbMap,
  listingProductHref,
  productDisplay,
  productName,
  startingAtLabel,
} from '@/lib/catalogue';
import { config } from '@/lib/config/server';
import { breadcrumbTrail } from '@/lib/navigation';
import { pagePriceBook } from '@/lib/pricing/server';
import { metadataFor } from '@/lib/seo/server';
import { ProductDetail } from './product-detail';
import { ProductJsonLd } from './product-json-ld';
import { ProductReviews } from '@/components/reviews/product-reviews';

/**
 * Both product routes render this; the canonical address is the listing's link. The trail
 * follows the address visited (`path`), and is part of the page's first paint: the site
 * shell's Breadcrumbs leaves product pages to this.
 */
export function ProductPage({
  category,
  product,
  path,
}: {
  category: CatalogueCategory;
  product: CatalogueProduct;
  path: string;
}) {
  // The seed's crumb for this address, named as the page names the product (staff may rename it).
  const seedCrumbs = catalogueBreadcrumbMap();
  const crumbs = { ...seedCrumbs, [path]: { ...seedCrumbs[path]!, label: productName(product) } };
  return (
    <>
      <BreadcrumbTrail trail={breadcrumbTrail(path, crumbs)} siteUrl={config().siteUrl} />
      <ProductDetail category={category} product={product} />
      <ProductReviews product={product} />
      <ProductJsonLd product={product} path={listingProductHref(category, product)} />
    </>
  );
}

/** Title and description of a product page, canonical at the listing's link. */
export async function productMetadata({
  category,
  product,
}: {
  category: CatalogueCategory;
  product: CatalogueProduct;
}): Promise<Metadata> {
  const book = await pagePriceBook();
  const display = productDisplay(product, book);
  return metadataFor({
    path: listingProductHref(category, product),
    title: `${display.name} | ${category.title}`,
    description: `${display.description} ${startingAtLabel(product, book)}.`,
  });
}
