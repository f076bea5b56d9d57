import type { CatalogueProduct } from '@/content/catalogue';
import { site } from '@/content/site';
import { config } from '@/lib/config/server';
import { photoUrl, productDisplay } from '@/lib/catalogue';
import { pagePriceBook } from '@/lib/pricing/server';
import { pageReviewsOf } from '@/lib/reviews/server';
import { reviewStructuredData } from '@/lib/reviews';
import { jsonLd } from '@/lib/seo/server';

/** schema.org Product with its buyers' approved reviews and starting-price offer, for search results. */
export async function ProductJsonLd({ product, path }: { product: CatalogueProduct; path: string }) {
  const { siteUrl } = config();
  const display = productDisplay(product, await pagePriceBook());
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: product.id,
    name: display.name,
    description: display.description,
    image: `${siteUrl}${product.photo ? photoUrl(product.photo, product.photo.widths.at(-1)!, 'webp') : display.image}`,
    url: `${siteUrl}${path}`,
    brand: { '@type': 'Brand', name: site.name },
    // Only approved reviews, which the page shows, may be marked up (Google's review snippet rules).
    ...reviewStructuredData(product.reviews, await pageReviewsOf(product.id)),
    offers: {
      '@type': 'Offer',
      url: `${siteUrl}${path}`,
      price: display.price.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: display.price.toFixed(2),
        priceCurrency: 'USD',
        unitText: display.unit,
      },
    },
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}
