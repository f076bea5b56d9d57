import { AuthCard } from '@/components/auth/auth-card';
import { SignupForm } from '@/components/auth/signup-form';
import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/signup');

export default function SignupPage() {
  return (
    <>
      <PageIntro path="/signup" />
      <AuthCard>
        <SignupForm />
      </AuthCard>
    </>
  );
}
