import { PageIntro } from '@/components/layout/page-intro';
import { DesignPackages } from '@/components/services/design-packages';
import { pageMetadata } from '@/lib/seo/server';

export const metadata = pageMetadata('/services/design');

export default function DesignServicesPage() {
  return (
    <>
      <PageIntro path="/services/design" />
      <DesignPackages />
    </>
  );
}
