import { AuthCard } from '@/components/auth/auth-card';
import { ConfirmResetPasswordForm } from '@/components/auth/confirm-reset-password-form';
import { prefillFrom, type SearchParams } from '@/lib/auth/server';
import { pageMetadata } from '@/lib/seo/server';

export const metadata = pageMetadata('/confirm-reset-password');

export default async function ConfirmResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const prefill = await prefillFrom(searchParams, ['username', 'confirmationCode']);
  return (
    <AuthCard path="/confirm-reset-password">
      <ConfirmResetPasswordForm prefill={prefill} />
    </AuthCard>
  );
}
