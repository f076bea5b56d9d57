import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/products/stickers');

export default function ProductsStickersPage() {
  return <PageIntro path="/products/stickers" />;
}
