import { SpecialtyFinishes } from '@/components/catalogue/specialty-finishes';
import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/products/specialty');

export default function ProductsSpecialtyPage() {
  return (
    <>
      <PageIntro path="/products/specialty" />
      <SpecialtyFinishes />
    </>
  );
}
