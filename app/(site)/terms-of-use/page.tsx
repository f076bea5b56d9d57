import { PageIntro } from '@/components/layout/page-intro';
import { PolicySections } from '@/components/about/policy-sections';
import { termsOfUse } from '@/content/policies/terms-of-use';
import { pageMetadata } from '@/lib/seo/server';

export const metadata = pageMetadata('/terms-of-use');

export default function TermsOfUsePage() {
  return (
    <>
      <PageIntro path="/terms-of-use" />
      <PolicySections policy={termsOfUse} />
    </>
  );
}
