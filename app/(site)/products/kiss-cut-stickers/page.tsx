import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/products/kiss-cut-stickers');

export default function ProductsKissCutStickersPage() {
  return <PageIntro path="/products/kiss-cut-stickers" />;
}
