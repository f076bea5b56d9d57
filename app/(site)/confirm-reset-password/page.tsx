import { AuthCard } from '@/components/auth/auth-card';
import { ConfirmResetPasswordForm } from '@/components/auth/confirm-reset-password-form';
import { PageIntro } from '@/components/layout/page-intro';
import { prefillFrom, type SearchParams } from '@/lib/auth';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/confirm-reset-password');

export default async function ConfirmResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const prefill = await prefillFrom(searchParams, ['username', 'confirmationCode']);
  return (
    <>
      <PageIntro path="/confirm-reset-password" />
      <AuthCard>
        <ConfirmResetPasswordForm prefill={prefill} />
      </AuthCard>
    </>
  );
}
