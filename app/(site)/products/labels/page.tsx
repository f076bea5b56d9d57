import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/products/labels');

export default function ProductsLabelsPage() {
  return <PageIntro path="/products/labels" />;
}
