'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useNotification } from '@/components/ui/notification';
import { PHONE_PREFIX } from '@/lib/constants';
import { successMessages } from '@/lib/validation';
import { fullName, phoneAttribute } from '@/lib/validation';
import { accountSchemas } from './account-schemas';
import { ErrorPanel } from './error-panel';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useAuthForm } from './use-auth-form';

/** Spec §2 Sign-up: the e-mail is the username; then the e-mailed code confirms it. */
export function SignupForm() {
  const router = useRouter();
  const { notify } = useNotification();
  const { form, failure, submit, dismiss, busy } = useAuthForm(accountSchemas.signup, {
    defaultValues: { firstName: '', lastName: '', phoneNumber: '', username: '', password: '' },
    clearOnError: 'password',
    prefillFromQuery: ['username'],
  });
  const { errors } = form.formState;

  const onSubmit = submit(async (values, { signUp }) => {
    const { nextStep } = await signUp({
      username: values.username,
      password: values.password,
      options: {
        userAttributes: {
          email: values.username,
          name: fullName(values),
          phone_number: phoneAttribute(values.phoneNumber),
        },
        // Spec §9: confirming the e-mailed code then signs in without the password again.
        autoSignIn: { authFlowType: 'USER_AUTH' },
      },
    });
    // A pool that confirms accounts itself (Cognito with a pre-sign-up trigger) skips the code.
    if (nextStep.signUpStep === 'DONE') {
      router.push('/login');
      return;
    }
    notify({ isSuccess: true, message: successMessages.codeSent });
    router.push(`/confirm-signup?${new URLSearchParams({ username: values.username })}`);
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign up">
      <ErrorPanel failure={failure} onClose={dismiss} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="signup-first-name"
          label="First Name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          id="signup-last-name"
          label="Last Name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        id="signup-phone"
        label="Phone Number"
        type="tel"
        autoComplete="tel-national"
        prefix={PHONE_PREFIX}
        hint="Used for two-factor authentication"
        error={errors.phoneNumber?.message}
        {...form.register('phoneNumber')}
      />
      <TextField
        id="signup-username"
        label="E-mail"
        type="email"
        autoComplete="email"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <PasswordField
        id="signup-password"
        label="Password"
        autoComplete="new-password"
        newPassword={form.watch('password')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <SubmitButton busy={busy} busyText="Signing up...">
        Sign Up
      </SubmitButton>
      <p className="text-center text-sm">
        <Link href="/login" className="font-semibold text-orange-700 underline-offset-2 hover:underline">
          Have an account already? Click here to login
        </Link>
      </p>
    </form>
  );
}
