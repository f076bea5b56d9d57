import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/services/design');

export default function ServicesDesignPage() {
  return <PageIntro path="/services/design" />;
}
