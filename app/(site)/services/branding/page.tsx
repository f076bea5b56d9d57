import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/services/branding');

export default function ServicesBrandingPage() {
  return <PageIntro path="/services/branding" />;
}
