'use client';

import { useRouter } from 'next/navigation';
import { accountSchemas } from '@/components/auth/account-schemas';
import { ErrorPanel } from '@/components/auth/error-panel';
import { PasswordField } from '@/components/auth/password-field';
import { SubmitButton } from '@/components/auth/submit-button';
import { useAuthForm } from '@/components/auth/use-auth-form';
import { site } from '@/content/site';
import { rememberSignInStep, signInDestination } from '@/lib/auth';

/**
 * A new password signs out every other session. Neither Cognito nor Amplify can end all
 * sessions but this one, so: change the password, sign out everywhere (this device too), and
 * sign this device straight back in with the new password; the login's second step (the SMS or
 * app code at /otp) follows, as at any login. The same calls do the same on a Cognito pool.
 */
export function ChangePasswordForm({ email, labelledBy }: { email: string; labelledBy: string }) {
  const router = useRouter();
  const { form, failure, submit, dismiss, busy } = useAuthForm(accountSchemas.changePassword, {
    defaultValues: { password: '', newPassword: '' },
    clearOnError: 'password',
  });
  const { errors } = form.formState;
  const onSubmit = submit(async ({ password, newPassword }, { updatePassword, signOut, signIn }) => {
    await updatePassword({ oldPassword: password, newPassword });
    await signOut({ global: true });
    const credentials = { username: email, password: newPassword };
    const { nextStep } = await signIn(credentials);
    rememberSignInStep(credentials, nextStep, site.name);
    router.push(signInDestination(nextStep.signInStep, email));
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby={labelledBy}>
      <ErrorPanel failure={failure} onClose={dismiss} />
      <PasswordField
        id="profile-current-password"
        label="Current password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        id="profile-new-password"
        label="New password"
        autoComplete="new-password"
        newPassword={form.watch('newPassword')}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <SubmitButton busy={busy} busyText="Changing password...">
        Change password
      </SubmitButton>
    </form>
  );
}
