import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/contact-us');

export default function ContactUsPage() {
  return <PageIntro path="/contact-us" />;
}
