import type { CatalogueCategory, CatalogueProduct } from '@/content/catalogue';
import type { Metadata } from 'next';
import { listingProductHref, productDisplay, startingAtLabel } from '@/lib/catalogue';
import { metadataFor } from '@/lib/seo';
import { ProductDetail } from './product-detail';
import { ProductJsonLd } from './product-json-ld';

/** Both product routes render this; the canonical address is the listing's link. */
export function ProductPage({
  category,
  product,
}: {
  category: CatalogueCategory;
  product: CatalogueProduct;
}) {
  return (
    <>
      <ProductDetail category={category} product={product} />
      <ProductJsonLd product={product} path={listingProductHref(category, product)} />
    </>
  );
}

/** Title and description of a product page, canonical at the listing's link. */
export function productMetadata({
  category,
  product,
}: {
  category: CatalogueCategory;
  product: CatalogueProduct;
}): Metadata {
  const display = productDisplay(product);
  return metadataFor({
    path: listingProductHref(category, product),
    title: `${display.name} | ${category.title}`,
    description: `${display.description} ${startingAtLabel(product)}.`,
  });
}
