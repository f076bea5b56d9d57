import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/terms-of-use');

export default function TermsOfUsePage() {
  return <PageIntro path="/terms-of-use" />;
}
