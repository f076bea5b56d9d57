import { ProductsOverview } from '@/components/catalogue/products-overview';
import { PageIntro } from '@/components/layout/page-intro';
import { shopCatalogue } from '@/lib/product-content/server';
import { pageMetadata } from '@/lib/seo/server';

export const metadata = pageMetadata('/products');

export default async function ProductsPage() {
  return (
    <>
      <PageIntro path="/products" />
      <ProductsOverview catalogue={await shopCatalogue()} />
    </>
  );
}
