import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/products/window-graphics');

export default function ProductsWindowGraphicsPage() {
  return <PageIntro path="/products/window-graphics" />;
}
