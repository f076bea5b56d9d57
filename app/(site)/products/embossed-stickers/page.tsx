import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/products/embossed-stickers');

export default function ProductsEmbossedStickersPage() {
  return <PageIntro path="/products/embossed-stickers" />;
}
