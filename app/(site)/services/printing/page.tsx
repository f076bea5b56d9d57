import { PageIntro } from '@/components/layout/page-intro';
import { PrintingTabs } from '@/components/services/printing-tabs';
import { printingServices } from '@/content/services';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/services/printing');

export default function PrintingServicesPage() {
  return (
    <>
      <PageIntro path="/services/printing" />
      <PrintingTabs services={printingServices} />
    </>
  );
}
