import { PageIntro } from '@/components/layout/page-intro';
import { ServiceCards } from '@/components/services/service-cards';
import { pageMetadata } from '@/lib/seo/server';

export const metadata = pageMetadata('/services');

export default function ServicesPage() {
  return (
    <>
      <PageIntro path="/services" />
      <ServiceCards />
    </>
  );
}
