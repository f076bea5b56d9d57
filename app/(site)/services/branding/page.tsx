import { PageIntro } from '@/components/layout/page-intro';
import { BrandingServices } from '@/components/services/branding-services';
import { pageMetadata } from '@/lib/seo/server';

export const metadata = pageMetadata('/services/branding');

export default function BrandingServicesPage() {
  return (
    <>
      <PageIntro path="/services/branding" />
      <BrandingServices />
    </>
  );
}
