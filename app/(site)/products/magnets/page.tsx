import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/products/magnets');

export default function ProductsMagnetsPage() {
  return <PageIntro path="/products/magnets" />;
}
