import { SpecialtyFinishes } from '@/components/catalogue/specialty-finishes';
import { PageIntro } from '@/components/layout/page-intro';
import { specialtyPage } from '@/content/specialty';
import { shopCatalogue } from '@/lib/product-content/server';
import { metadataFor } from '@/lib/seo/server';

export const metadata = metadataFor(specialtyPage);

export default async function ProductsSpecialtyPage() {
  return (
    <>
      <PageIntro page={specialtyPage} />
      <SpecialtyFinishes catalogue={await shopCatalogue()} />
    </>
  );
}
