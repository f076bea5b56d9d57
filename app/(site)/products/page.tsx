import { ProductsOverview } from '@/components/catalogue/products-overview';
import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/products');

export default function ProductsPage() {
  return (
    <>
      <PageIntro path="/products" />
      <ProductsOverview />
    </>
  );
}
