import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/deals');

export default function DealsPage() {
  return <PageIntro path="/deals" />;
}
