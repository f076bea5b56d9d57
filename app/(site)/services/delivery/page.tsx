import { PageIntro } from '@/components/layout/page-intro';
import { DeliverySections } from '@/components/services/delivery-sections';
import { pageMetadata } from '@/lib/seo/server';

export const metadata = pageMetadata('/services/delivery');

export default function DeliveryPage() {
  return (
    <>
      <PageIntro path="/services/delivery" />
      <DeliverySections />
    </>
  );
}
