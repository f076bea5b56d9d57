'use client';

import { useRouter } from 'next/navigation';
import { signInDestination } from '@/lib/auth/client';
import { accountSchemas } from './account-schemas';
import { ErrorPanel } from './error-panel';
import { SubmitButton } from './submit-button';
import { buttonClass } from '@/components/ui/button';
import { TextField } from './text-field';
import { useAuthForm } from './use-auth-form';

/**
 * Spec §2 One-time password: confirms the pending sign-in with the code. Its errors show
 * here (the spec sent them to the sign-up channel). Cancel clears the form and goes home.
 */
export function OtpForm({ authenticator }: { authenticator: boolean }) {
  const router = useRouter();
  const { form, failure, submit, dismiss, busy } = useAuthForm(accountSchemas.otp, {
    defaultValues: { otp: '' },
  });
  const { errors } = form.formState;

  const onSubmit = submit(async ({ otp }, { confirmSignIn }) => {
    const { nextStep } = await confirmSignIn({ challengeResponse: otp });
    router.push(signInDestination(nextStep.signInStep, ''));
  });

  const cancel = () => {
    form.reset();
    dismiss();
    router.push('/');
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Confirm your login">
      <ErrorPanel failure={failure} onClose={dismiss} />
      <TextField
        id="otp-code"
        label="One-time password"
        inputMode={authenticator ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        hint={
          authenticator
            ? 'Enter the code shown in your authenticator app.'
            : 'We sent the code to your phone by SMS.'
        }
        error={errors.otp?.message}
        {...form.register('otp')}
      />
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
