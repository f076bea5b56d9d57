import { AuthCard } from '@/components/auth/auth-card';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { prefillFrom, type SearchParams } from '@/lib/auth/server';
import { pageMetadata } from '@/lib/seo/server';

export const metadata = pageMetadata('/reset-password');

export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const { username } = await prefillFrom(searchParams, ['username']);
  return (
    <AuthCard path="/reset-password">
      <ResetPasswordForm username={username} />
    </AuthCard>
  );
}
