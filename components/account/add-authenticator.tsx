'use client';

import { accountSchemas } from '@/components/auth/account-schemas';
import { AuthenticatorSecret } from '@/components/auth/authenticator-secret';
import { ErrorPanel } from '@/components/auth/error-panel';
import { SubmitButton } from '@/components/auth/submit-button';
import { TextField } from '@/components/auth/text-field';
import { useAuthForm } from '@/components/auth/use-auth-form';
import { buttonClass } from '@/components/ui/button';

/** Adding an authenticator: the secret to scan, then its first code confirms it and makes it preferred. */
export function AddAuthenticator({
  setup,
  onDone,
  onCancel,
}: {
  setup: { secret: string; uri: string };
  onDone: () => void;
  onCancel: () => void;
}) {
  const { form, failure, submit, dismiss, busy } = useAuthForm(accountSchemas.otp, {
    defaultValues: { otp: '' },
  });
  const onSubmit = submit(async ({ otp }, { verifyTOTPSetup, updateMFAPreference }) => {
    await verifyTOTPSetup({ code: otp });
    await updateMFAPreference({ totp: 'PREFERRED' });
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Add an authenticator app">
      <ErrorPanel failure={failure} onClose={dismiss} />
      <AuthenticatorSecret secret={setup.secret} uri={setup.uri} />
      <TextField
        id="authenticator-code"
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={form.formState.errors.otp?.message}
        className="max-w-xs"
        {...form.register('otp')}
      />
      <div className="flex flex-wrap gap-3">
        <div className="w-40">
          <SubmitButton busy={busy} busyText="Confirming...">
            Confirm
          </SubmitButton>
        </div>
        <button type="button" onClick={onCancel} className={buttonClass('secondary', 'compact')}>
          Cancel
        </button>
      </div>
    </form>
  );
}
