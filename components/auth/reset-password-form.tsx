'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useNotification } from '@/components/ui/notification';
import { successMessages } from '@/lib/validation';
import { accountSchemas } from './account-schemas';
import { ErrorPanel } from './error-panel';
import { EmailField } from './fields';
import { SubmitButton } from './submit-button';
import { buttonClass } from '@/components/ui/button';
import { useAuthForm } from './use-auth-form';

/** Spec §2 Reset password: e-mails a code, then the confirm screen sets the new password. */
export function ResetPasswordForm({ username }: { username: string }) {
  const router = useRouter();
  const { notify } = useNotification();
  const { form, failure, submit, dismiss, busy } = useAuthForm(accountSchemas.resetPassword, {
    defaultValues: { username },
  });
  const { errors } = form.formState;

  const onSubmit = submit(async (values, { resetPassword }) => {
    await resetPassword({ username: values.username });
    notify({ isSuccess: true, message: successMessages.codeSent });
    router.push(`/confirm-reset-password?${new URLSearchParams({ username: values.username })}`);
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Reset password">
      <ErrorPanel failure={failure} onClose={dismiss} />
      <EmailField id="reset-username" error={errors.username?.message} {...form.register('username')} />
      <div className="grid grid-cols-2 gap-3">
        <Link href="/" className={buttonClass('secondary', 'compact')}>
          Cancel
        </Link>
        <SubmitButton busy={busy} busyText="Submitting...">
          Submit
        </SubmitButton>
      </div>
    </form>
  );
}
