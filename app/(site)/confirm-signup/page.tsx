import { AuthCard } from '@/components/auth/auth-card';
import { ConfirmSignupForm } from '@/components/auth/confirm-signup-form';
import { prefillFrom, type SearchParams } from '@/lib/auth/server';
import { pageMetadata } from '@/lib/seo/server';

export const metadata = pageMetadata('/confirm-signup');

export default async function ConfirmSignupPage({ searchParams }: { searchParams: SearchParams }) {
  const prefill = await prefillFrom(searchParams, ['username', 'confirmationCode']);
  return (
    <AuthCard path="/confirm-signup">
      <ConfirmSignupForm prefill={prefill} />
    </AuthCard>
  );
}
