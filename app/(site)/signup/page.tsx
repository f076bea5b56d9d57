import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/signup');

export default function SignupPage() {
  return <PageIntro path="/signup" />;
}
