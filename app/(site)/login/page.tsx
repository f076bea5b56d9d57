import { AuthCard } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/login');

export default function LoginPage() {
  return (
    <>
      <PageIntro path="/login" />
      <AuthCard>
        <LoginForm />
      </AuthCard>
    </>
  );
}
