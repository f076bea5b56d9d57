import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/confirm-reset-password');

export default function ConfirmResetPasswordPage() {
  return <PageIntro path="/confirm-reset-password" />;
}
