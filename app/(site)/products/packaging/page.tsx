import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/products/packaging');

export default function ProductsPackagingPage() {
  return <PageIntro path="/products/packaging" />;
}
