import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/confirm-signup');

export default function ConfirmSignupPage() {
  return <PageIntro path="/confirm-signup" />;
}
