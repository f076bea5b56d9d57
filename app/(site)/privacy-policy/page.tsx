import { PageIntro } from '@/components/layout/page-intro';
import { PolicySections } from '@/components/about/policy-sections';
import { privacyPolicy } from '@/content/policies/privacy-policy';
import { pageMetadata } from '@/lib/seo/server';

export const metadata = pageMetadata('/privacy-policy');

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageIntro path="/privacy-policy" />
      <PolicySections policy={privacyPolicy} />
    </>
  );
}
