import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/services');

export default function ServicesPage() {
  return <PageIntro path="/services" />;
}
