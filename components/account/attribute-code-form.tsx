'use client';

import { useState } from 'react';
import { accountSchemas } from '@/components/auth/account-schemas';
import { ErrorPanel } from '@/components/auth/error-panel';
import { CodeField } from '@/components/auth/fields';
import { SubmitButton } from '@/components/auth/submit-button';
import { useAuthForm } from '@/components/auth/use-auth-form';
import { buttonClass } from '@/components/ui/button';
import { checkEmailChange } from './check-email-change';
import { useSessionRefresh } from './use-session-refresh';

export type VerifiedAttribute = 'email' | 'phone_number';

/**
 * The second half of changing the e-mail or phone: the code sent to the new value. Until it is
 * confirmed the old value stays in force (sign-in, messages); "Send a new code" asks again.
 */
export function AttributeCodeForm({
  attribute,
  destination,
  showDestination,
  onConfirmed,
  onCancel,
}: {
  attribute: VerifiedAttribute;
  /** Where the code went, as the page shows it. */
  destination: string;
  showDestination: (destination: string) => string;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const refreshSession = useSessionRefresh();
  const [sentTo, setSentTo] = useState(destination);
  const [status, setStatus] = useState('');
  const { form, failure, submit, run, dismiss, busy } = useAuthForm(accountSchemas.attributeCode, {
    defaultValues: { confirmationCode: '' },
    clearOnError: 'confirmationCode',
    repeatable: true,
  });
  const onConfirm = submit(async ({ confirmationCode }, { confirmUserAttribute }) => {
    setStatus('');
    await confirmUserAttribute({ userAttributeKey: attribute, confirmationCode });
    // The change is made: a failed check is not the customer's to fix, and the next check
    // (before any later change) still finds the old address in the server's record and tells it.
    if (attribute === 'email') await checkEmailChange().catch(() => undefined);
    await refreshSession();
    onConfirmed();
  });
  const onResend = () => {
    form.clearErrors();
    setStatus('');
    return run(async ({ sendUserAttributeVerificationCode }) => {
      const delivered = await sendUserAttributeVerificationCode({ userAttributeKey: attribute });
      const next = delivered.destination ? showDestination(delivered.destination) : sentTo;
      setSentTo(next);
      setStatus(`A new code is on its way to ${next}.`);
    });
  };
  const id = `${attribute}-code`;
  return (
    <form onSubmit={onConfirm} noValidate className="space-y-4" aria-label="Confirm the code">
      <ErrorPanel failure={failure} onClose={dismiss} />
      <p className="text-sm text-slate-700">
        We sent a code to <span className="font-semibold">{sentTo}</span>. Until you type it here, your
        current {attribute === 'email' ? 'e-mail address' : 'phone number'} stays in use.
      </p>
      <p role="status" className="text-sm font-semibold text-green-800 empty:hidden">
        {status}
      </p>
      <CodeField
        id={id}
        error={form.formState.errors.confirmationCode?.message}
        {...form.register('confirmationCode')}
      />
      <SubmitButton busy={busy} busyText="Confirming...">
        Confirm
      </SubmitButton>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy}
          onClick={() => void onResend()}
          className={buttonClass('secondary', 'compact')}
        >
          Send a new code
        </button>
        <button type="button" onClick={onCancel} className={buttonClass('secondary', 'compact')}>
          Cancel
        </button>
      </div>
    </form>
  );
}
