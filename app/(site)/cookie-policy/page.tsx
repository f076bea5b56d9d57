import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/cookie-policy');

export default function CookiePolicyPage() {
  return <PageIntro path="/cookie-policy" />;
}
