import { PageIntro } from '@/components/layout/page-intro';
import { PolicySections } from '@/components/about/policy-sections';
import { cookiePolicy } from '@/content/policies/cookie-policy';
import { pageMetadata } from '@/lib/seo/server';

export const metadata = pageMetadata('/cookie-policy');

export default function CookiePolicyPage() {
  return (
    <>
      <PageIntro path="/cookie-policy" />
      <PolicySections policy={cookiePolicy} />
    </>
  );
}
