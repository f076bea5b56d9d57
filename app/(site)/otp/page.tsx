import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/otp');

export default function OtpPage() {
  return <PageIntro path="/otp" />;
}
