import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/services/printing');

export default function ServicesPrintingPage() {
  return <PageIntro path="/services/printing" />;
}
