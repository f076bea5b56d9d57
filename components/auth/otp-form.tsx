'use client';

import { useRouter } from 'next/navigation';
import { useState, useSyncExternalStore } from 'react';
import { maskDestination } from '@/components/account/mask-phone';
import { site } from '@/content/site';
import {
  describeAuthError,
  pendingSignIn,
  rememberSignInStep,
  signInDestination,
  type AuthFailure,
  subscribeSignIn,
  type PendingSignIn,
} from '@/lib/auth';
import { loadAuth } from '@/lib/auth-client';
import { accountSchemas } from './account-schemas';
import { AuthenticatorSecret } from './authenticator-secret';
import { ErrorPanel } from './error-panel';
import { SubmitButton } from './submit-button';
import { buttonClass } from '@/components/ui/button';
import { TextField } from './text-field';
import { useAuthForm } from './use-auth-form';

export type OtpMethod = 'sms' | 'totp' | 'totp-setup';

function hintFor(method: OtpMethod, pending: PendingSignIn | undefined): string {
  if (method !== 'sms') return 'Enter the 6-digit code shown in your authenticator app.';
  return pending?.smsDestination
    ? `We sent the code by SMS to ${maskDestination(pending.smsDestination)}.`
    : 'We sent the code to your phone by SMS.';
}

/**
 * Spec §2 One-time password: confirms the pending sign-in with the code sent by SMS or shown
 * by an authenticator app (or the first code of one being set up). Its errors show here (the
 * spec sent them to the sign-up channel). Cancel clears the form and goes home.
 */
export function OtpForm({ method }: { method: OtpMethod }) {
  const router = useRouter();
  const { form, failure, submit, dismiss, busy } = useAuthForm(accountSchemas.otp, {
    defaultValues: { otp: '' },
  });
  const { errors } = form.formState;
  // Held in memory by the login form; the server renders without it.
  const pending = useSyncExternalStore(subscribeSignIn, pendingSignIn, () => undefined);
  const [resend, setResend] = useState<{ busy: boolean; sent?: string; failure?: AuthFailure }>({
    busy: false,
  });

  const onSubmit = submit(async ({ otp }, { confirmSignIn }) => {
    const { nextStep } = await confirmSignIn({ challengeResponse: otp });
    rememberSignInStep(undefined, nextStep, site.name);
    router.push(signInDestination(nextStep.signInStep, '', pending?.returnTo));
  });

  // A new sign-in with the credentials in memory: it sends a new code and retires the old one.
  const sendNewCode = async () => {
    const credentials = pending?.credentials;
    if (!credentials) return;
    setResend({ busy: true });
    try {
      const { signIn } = await loadAuth();
      const { nextStep } = await signIn(credentials);
      rememberSignInStep(credentials, nextStep, site.name);
      if (nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_SMS_CODE') {
        router.push(signInDestination(nextStep.signInStep, credentials.username, pending?.returnTo));
        return;
      }
      form.reset();
      setResend({
        busy: false,
        sent: `We sent a new code to ${maskDestination(nextStep.codeDeliveryDetails?.destination ?? 'your phone')}.`,
      });
    } catch (error) {
      setResend({ busy: false, failure: describeAuthError(error) });
    }
  };

  const cancel = () => {
    form.reset();
    dismiss();
    router.push('/');
  };

  const setup = method === 'totp-setup' ? pending?.totpSetup : undefined;

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Confirm your login">
      <ErrorPanel
        failure={failure ?? resend.failure}
        onClose={() => (failure ? dismiss() : setResend({ busy: false }))}
      />
      {method === 'totp-setup' &&
        (setup ? (
          <AuthenticatorSecret secret={setup.secret} uri={setup.uri} />
        ) : (
          <p className="text-sm text-slate-700">
            Your account needs an authenticator app. To see its key again, log in again.
          </p>
        ))}
      <TextField
        id="otp-code"
        label="One-time password"
        inputMode={method === 'sms' ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        hint={hintFor(method, pending)}
        error={errors.otp?.message}
        {...form.register('otp')}
      />
      {method === 'sms' && pending?.credentials && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <button
            type="button"
            onClick={sendNewCode}
            disabled={resend.busy}
            className="font-semibold text-orange-700 underline underline-offset-2 hover:no-underline disabled:opacity-60"
          >
            {resend.busy ? 'Sending...' : 'Send a new code'}
          </button>
          <p role="status" className="text-slate-700">
            {resend.sent}
          </p>
        </div>
      )}
      <div className="grid grid-cols-2 gap-3">
        <button type="button" onClick={cancel} className={buttonClass('secondary', 'compact')}>
          Cancel
        </button>
        <SubmitButton busy={busy} busyText="Confirming...">
          Confirm
        </SubmitButton>
      </div>
    </form>
  );
}
