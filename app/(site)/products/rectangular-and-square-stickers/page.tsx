import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/products/rectangular-and-square-stickers');

export default function ProductsRectangularAndSquareStickersPage() {
  return <PageIntro path="/products/rectangular-and-square-stickers" />;
}
