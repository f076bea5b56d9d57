import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/services/delivery');

export default function ServicesDeliveryPage() {
  return <PageIntro path="/services/delivery" />;
}
