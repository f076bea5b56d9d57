import { PageIntro } from '@/components/layout/page-intro';
import { PressKitSections } from '@/components/about/press-kit-sections';
import { pageMetadata } from '@/lib/seo/server';

export const metadata = pageMetadata('/press-kit');

export default function PressKitPage() {
  return (
    <>
      <PageIntro path="/press-kit" />
      <PressKitSections />
    </>
  );
}
