import { AuthCard } from '@/components/auth/auth-card';
import { MfaSelectionForm } from '@/components/auth/mfa-selection-form';
import { OtpForm, type OtpMethod } from '@/components/auth/otp-form';
import { prefillFrom, type SearchParams } from '@/lib/auth';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/otp');

/** The query names the second step (lib/auth/sign-in-steps.ts); anything else is the SMS code. */
function otpMethod(method: string): OtpMethod {
  return method === 'totp' || method === 'totp-setup' ? method : 'sms';
}

export default async function OtpPage({ searchParams }: { searchParams: SearchParams }) {
  const { method } = await prefillFrom(searchParams, ['method']);
  return (
    <AuthCard path="/otp">
      {method === 'select' ? <MfaSelectionForm /> : <OtpForm method={otpMethod(method)} />}
    </AuthCard>
  );
}
