import { AuthCard } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { pageMetadata } from '@/lib/seo/server';

export const metadata = pageMetadata('/login');

export default function LoginPage() {
  return (
    <AuthCard path="/login">
      <LoginForm />
    </AuthCard>
  );
}
