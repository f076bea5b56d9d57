import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/reset-password');

export default function ResetPasswordPage() {
  return <PageIntro path="/reset-password" />;
}
