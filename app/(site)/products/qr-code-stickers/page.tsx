import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/products/qr-code-stickers');

export default function ProductsQrCodeStickersPage() {
  return <PageIntro path="/products/qr-code-stickers" />;
}
