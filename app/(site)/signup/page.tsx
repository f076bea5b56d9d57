import { AuthCard } from '@/components/auth/auth-card';
import { SignupForm } from '@/components/auth/signup-form';
import { pageMetadata } from '@/lib/seo/server';

export const metadata = pageMetadata('/signup');

export default function SignupPage() {
  return (
    <AuthCard path="/signup">
      <SignupForm />
    </AuthCard>
  );
}
