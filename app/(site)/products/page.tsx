import { ProductsOverview } from '@/components/catalogue/products-overview';
import { PageIntro } from '@/components/layout/page-intro';
import { shopCatalogue } from '@/lib/product-content';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/products');

export default async function ProductsPage() {
  return (
    <>
      <PageIntro path="/products" />
      <ProductsOverview catalogue={await shopCatalogue()} />
    </>
  );
}
