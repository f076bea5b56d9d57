'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { site } from '@/content/site';
import {
  rememberSignInStep,
  RETURN_PATH_PARAM,
  returnPathFrom,
  signedInPath,
  signInDestination,
} from '@/lib/auth';
import { loadAuth } from '@/lib/auth-client';
import { hasSessionCookie } from '@/lib/auth';
import { accountSchemas } from './account-schemas';
import { ErrorPanel } from './error-panel';
import { EmailField } from './fields';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { buttonClass } from '@/components/ui/button';
import { useAuthForm } from './use-auth-form';

/** The page that sent the customer here to log in (`?next=`), if a sign-in may return there. */
function returnPathInAddress(): string | undefined {
  return returnPathFrom(new URLSearchParams(window.location.search).get(RETURN_PATH_PARAM));
}

/** Spec §2 Login: e-mail and password, then the one-time code (or whatever step the account needs). */
export function LoginForm() {
  const router = useRouter();
  const [keepSignedIn, setKeepSignedIn] = useState(false);
  const { form, failure, submit, dismiss, busy } = useAuthForm(accountSchemas.login, {
    defaultValues: { username: '', password: '' },
    clearOnError: 'password',
    prefillFromQuery: ['username'],
  });
  const { errors } = form.formState;

  // Already signed in: straight to the dashboard (spec §4), or staff to the console.
  useEffect(() => {
    // Without Amplify's session cookie nobody is signed in, and Amplify need not load yet.
    if (!hasSessionCookie(document.cookie)) return;
    // getCurrentUser refreshes expired tokens, so a stale cookie cannot bounce between here and the dashboard.
    loadAuth()
      .then(({ getCurrentUser }) => getCurrentUser())
      .then(
        () => router.replace(signedInPath(returnPathInAddress())),
        () => undefined,
      );
  }, [router]);

  const onSubmit = submit(async ({ username, password }, { signIn }) => {
    try {
      const { nextStep } = await signIn({ username, password });
      const returnTo = returnPathInAddress();
      rememberSignInStep({ username, password }, nextStep, site.name, returnTo);
      router.push(signInDestination(nextStep.signInStep, username, returnTo));
    } catch (error) {
      if (error instanceof Error && error.name === 'UserAlreadyAuthenticatedException') {
        router.replace(signedInPath(returnPathInAddress()));
        return;
      }
      throw error;
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Log in">
      <ErrorPanel failure={failure} onClose={dismiss} />
      <EmailField id="login-username" error={errors.username?.message} {...form.register('username')} />
      <PasswordField
        id="login-password"
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="flex items-center justify-between gap-4 text-sm">
        <label className="inline-flex items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            role="switch"
            aria-checked={keepSignedIn}
            checked={keepSignedIn}
            onChange={(event) => setKeepSignedIn(event.target.checked)}
            className="h-4 w-4 accent-orange-700"
          />
          Keep me signed in
        </label>
        <Link
          href="/reset-password"
          className="font-semibold text-orange-700 underline-offset-2 hover:underline"
        >
          Forgot Password?
        </Link>
      </div>
      <SubmitButton busy={busy} busyText="Logging in...">
        Log in
      </SubmitButton>
      <p className="text-center text-sm text-slate-600">New here?</p>
      <Link href="/signup" className={`${buttonClass('secondary', 'compact')} w-full`}>
        Sign Up
      </Link>
    </form>
  );
}
