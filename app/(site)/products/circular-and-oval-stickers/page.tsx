import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/products/circular-and-oval-stickers');

export default function ProductsCircularAndOvalStickersPage() {
  return <PageIntro path="/products/circular-and-oval-stickers" />;
}
