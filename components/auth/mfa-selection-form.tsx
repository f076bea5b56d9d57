'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { site } from '@/content/site';
import {
  describeAuthError,
  pendingSignIn,
  rememberSignInStep,
  signInDestination,
  type AuthFailure,
} from '@/lib/auth';
import { loadAuth } from '@/lib/auth-client';
import { ErrorPanel } from './error-panel';
import { SubmitButton } from './submit-button';
import { RadioChoices } from '@/components/auth/radio-choices';

const choices = [
  { value: 'TOTP', label: 'A code from my authenticator app' },
  { value: 'SMS', label: 'A code sent to my phone by SMS' },
] as const;

/** CONTINUE_SIGN_IN_WITH_MFA_SELECTION: the account has both second steps and prefers neither. */
export function MfaSelectionForm() {
  const router = useRouter();
  const [choice, setChoice] = useState<(typeof choices)[number]['value']>('TOTP');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AuthFailure>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      const { confirmSignIn } = await loadAuth();
      const { nextStep } = await confirmSignIn({ challengeResponse: choice });
      const returnTo = pendingSignIn()?.returnTo;
      rememberSignInStep(undefined, nextStep, site.name);
      router.push(signInDestination(nextStep.signInStep, '', returnTo));
    } catch (error) {
      setFailure(describeAuthError(error));
      setBusy(false);
    }
  };

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label="Choose how to confirm your login"
    >
      <ErrorPanel failure={failure} onClose={() => setFailure(undefined)} />
      <RadioChoices
        legend="How do you want to confirm your login?"
        name="mfa-choice"
        choices={choices}
        value={choice}
        onChange={setChoice}
      />
      <SubmitButton busy={busy} busyText="Continuing...">
        Continue
      </SubmitButton>
    </form>
  );
}
