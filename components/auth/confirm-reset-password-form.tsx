'use client';

import { useRouter } from 'next/navigation';
import { useNotification } from '@/components/ui/notification';
import { successMessages } from '@/lib/validation';
import { accountSchemas } from './account-schemas';
import { ErrorPanel } from './error-panel';
import { CodeField, EmailField } from './fields';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { useAuthForm } from './use-auth-form';

type Prefill = { username: string; confirmationCode: string };

/** Spec §2 Confirm reset password, prefilled from the e-mailed link; its errors are shown (the spec swallowed them). */
export function ConfirmResetPasswordForm({ prefill }: { prefill: Prefill }) {
  const router = useRouter();
  const { notify } = useNotification();
  const { form, failure, submit, dismiss, busy } = useAuthForm(accountSchemas.confirmResetPassword, {
    defaultValues: { ...prefill, password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = submit(async ({ username, confirmationCode, password }, { confirmResetPassword }) => {
    await confirmResetPassword({ username, confirmationCode, newPassword: password });
    notify({ isSuccess: true, message: successMessages.passwordReset });
    router.push('/');
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label="Choose a new password"
    >
      <ErrorPanel failure={failure} onClose={dismiss} />
      <EmailField
        id="confirm-reset-username"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <CodeField
        id="confirm-reset-code"
        error={errors.confirmationCode?.message}
        {...form.register('confirmationCode')}
      />
      <PasswordField
        id="confirm-reset-password"
        label="New Password"
        autoComplete="new-password"
        newPassword={form.watch('password')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <SubmitButton busy={busy} busyText="Resetting...">
        Reset Password
      </SubmitButton>
    </form>
  );
}
