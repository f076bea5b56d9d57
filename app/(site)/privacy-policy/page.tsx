import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/privacy-policy');

export default function PrivacyPolicyPage() {
  return <PageIntro path="/privacy-policy" />;
}
