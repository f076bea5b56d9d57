import { AuthCard } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { PageIntro } from '@/components/layout/page-intro';
import { prefillFrom, type SearchParams } from '@/lib/auth';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/login');

/** `?username=` prefills the e-mail (the quote confirmation links here with the quote's address). */
export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const { username } = await prefillFrom(searchParams, ['username']);
  return (
    <>
      <PageIntro path="/login" />
      <AuthCard>
        <LoginForm username={username} />
      </AuthCard>
    </>
  );
}
