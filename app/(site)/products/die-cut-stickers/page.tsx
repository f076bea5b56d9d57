import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/products/die-cut-stickers');

export default function ProductsDieCutStickersPage() {
  return <PageIntro path="/products/die-cut-stickers" />;
}
