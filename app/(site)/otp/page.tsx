import { AuthCard } from '@/components/auth/auth-card';
import { MfaSelectionForm } from '@/components/auth/mfa-selection-form';
import { OtpForm, type OtpMethod } from '@/components/auth/otp-form';
import { prefillFrom, type SearchParams } from '@/lib/auth/server';
import { pageMetadata } from '@/lib/seo/server';

export const metadata = pageMetadata('/otp');

/** The query names the second step (lib/auth/sign-in-steps.ts); anything else is the SMS code. */
function otpMethod(method: string): OtpMethod {
  return method === 'totp' || method === 'totp-setup' ? method : 'sms';
}

/** Spec §2's introduction is the SMS step's; the other steps say what they ask for. */
const intros: Record<Exclude<OtpMethod, 'sms'> | 'select', string> = {
  totp: 'Open your authenticator app and enter the code it shows.',
  'totp-setup': 'Your account needs an authenticator app to finish logging in. Add it now.',
  select: 'Your account can confirm a login in two ways. Choose one.',
};

export default async function OtpPage({ searchParams }: { searchParams: SearchParams }) {
  const { method } = await prefillFrom(searchParams, ['method']);
  const step = method === 'select' ? method : otpMethod(method);
  return (
    <AuthCard path="/otp" intro={step === 'sms' ? undefined : intros[step]}>
      {step === 'select' ? <MfaSelectionForm /> : <OtpForm method={step} />}
    </AuthCard>
  );
}
