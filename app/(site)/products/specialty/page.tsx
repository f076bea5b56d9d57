import { SpecialtyFinishes } from '@/components/catalogue/specialty-finishes';
import { PageIntro } from '@/components/layout/page-intro';
import { specialtyPage } from '@/content/specialty';
import { metadataFor } from '@/lib/seo';

export const metadata = metadataFor(specialtyPage);

export default function ProductsSpecialtyPage() {
  return (
    <>
      <PageIntro page={specialtyPage} />
      <SpecialtyFinishes />
    </>
  );
}
