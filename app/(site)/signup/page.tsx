import { AuthCard } from '@/components/auth/auth-card';
import { SignupForm } from '@/components/auth/signup-form';
import { PageIntro } from '@/components/layout/page-intro';
import { prefillFrom, type SearchParams } from '@/lib/auth';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/signup');

/** `?username=` prefills the e-mail (the quote confirmation links here with the quote's address). */
export default async function SignupPage({ searchParams }: { searchParams: SearchParams }) {
  const { username } = await prefillFrom(searchParams, ['username']);
  return (
    <>
      <PageIntro path="/signup" />
      <AuthCard>
        <SignupForm username={username} />
      </AuthCard>
    </>
  );
}
