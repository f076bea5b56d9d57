import { AuthCard } from '@/components/auth/auth-card';
import { OtpForm } from '@/components/auth/otp-form';
import { prefillFrom, type SearchParams } from '@/lib/auth';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/otp');

export default async function OtpPage({ searchParams }: { searchParams: SearchParams }) {
  const { method } = await prefillFrom(searchParams, ['method']);
  return (
    <AuthCard path="/otp">
      <OtpForm authenticator={method === 'totp'} />
    </AuthCard>
  );
}
