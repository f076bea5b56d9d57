import { AboutSections } from '@/components/about/about-sections';
import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo/server';

export const metadata = pageMetadata('/about-us');

export default function AboutUsPage() {
  return (
    <>
      <PageIntro path="/about-us" />
      <AboutSections />
    </>
  );
}
