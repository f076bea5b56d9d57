import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/');

export default function HomePage() {
  return <PageIntro path="/" />;
}
