'use client';

import { useRouter } from 'next/navigation';
import { useNotification } from '@/components/ui/notification';
import { site } from '@/content/site';
import { rememberSignInStep, signInDestination } from '@/lib/auth';
import { successMessages } from '@/lib/validation';
import { accountSchemas } from './account-schemas';
import { ErrorPanel } from './error-panel';
import { CodeField, EmailField } from './fields';
import { SubmitButton } from './submit-button';
import { useAuthForm } from './use-auth-form';

type Prefill = { username: string; confirmationCode: string };

/**
 * Spec §2 Confirm sign-up, prefilled from the e-mailed link; its errors are shown (the spec
 * swallowed them). Right after signing up on this page load, Amplify's autoSignIn (spec §9)
 * takes the customer on to the SMS step; otherwise, or once its window has passed, home.
 */
export function ConfirmSignupForm({ prefill }: { prefill: Prefill }) {
  const router = useRouter();
  const { notify } = useNotification();
  const { form, failure, submit, dismiss, busy } = useAuthForm(accountSchemas.confirmSignup, {
    defaultValues: prefill,
  });
  const { errors } = form.formState;

  // `auth.autoSignIn` is read after confirming: Amplify swaps that export in when it arms.
  const onSubmit = submit(async ({ username, confirmationCode }, auth) => {
    const { nextStep } = await auth.confirmSignUp({ username, confirmationCode });
    notify({ isSuccess: true, message: successMessages.emailConfirmed });
    router.push(
      nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN'
        ? await auth.autoSignIn().then(
            (started) => {
              rememberSignInStep(undefined, started.nextStep, site.name);
              return signInDestination(started.nextStep.signInStep, username);
            },
            // The account is confirmed either way: a sign-in that cannot start is the login's job.
            () => '/login',
          )
        : '/',
    );
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Confirm sign-up">
      <ErrorPanel failure={failure} onClose={dismiss} />
      <EmailField id="confirm-username" error={errors.username?.message} {...form.register('username')} />
      <CodeField
        id="confirm-code"
        error={errors.confirmationCode?.message}
        {...form.register('confirmationCode')}
      />
      <SubmitButton busy={busy} busyText="Confirming...">
        Confirm
      </SubmitButton>
    </form>
  );
}
