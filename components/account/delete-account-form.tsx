'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/admin/form-message';
import { idleForm, type FormAction, type FormState } from '@/components/admin/form-state';
import { buttonClass } from '@/components/ui/button';

const closeFailed: FormState = {
  status: 'error',
  message: 'Your data was erased, but closing the account failed. Please try again.',
};

/**
 * Deletes the account in two steps: the server erases the shop's records (after checking the
 * fresh sign-in), then Amplify's deleteUser removes the sign-in itself, from the identity
 * service or the Cognito pool alike. Either step may be retried.
 */
export function DeleteAccountForm({
  erase,
  confirmWord,
  onDeleted,
}: {
  erase: FormAction;
  /** What the customer types to confirm (the server checks it): passed in, so its rules stay off the page's JavaScript. */
  confirmWord: string;
  onDeleted: () => void;
}) {
  const [state, setState] = useState<FormState>(idleForm);
  const [busy, setBusy] = useState(false);
  const message = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === 'error') message.current?.focus();
  }, [state]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const answer = await erase(idleForm, new FormData(event.currentTarget)).catch((): FormState => ({
      status: 'error',
      message: 'Something went wrong. Please try again.',
    }));
    if (answer.status !== 'ok') {
      setState(answer);
      setBusy(false);
      return;
    }
    try {
      // Loaded on demand, as Sign out is: the page does not ship the auth client up front.
      const { loadAuth } = await import('@/lib/auth-client');
      const { deleteUser } = await loadAuth();
      await deleteUser();
      onDeleted();
    } catch {
      setState(closeFailed);
      setBusy(false);
    }
  }

  const error = state.errors?.confirm;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Delete your account">
      <div>
        <label htmlFor="delete-confirm" className="block text-sm font-semibold text-slate-800">
          Type {confirmWord} to confirm
        </label>
        <input
          id="delete-confirm"
          name="confirm"
          autoComplete="off"
          defaultValue={state.values?.confirm ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'delete-confirm-error' : undefined}
          className={`mt-1 block w-full max-w-xs rounded-md border bg-white px-3 py-2 text-base text-slate-900 focus:ring-2 focus:ring-orange-700 focus:outline-none ${error ? 'border-red-700' : 'border-slate-300'}`}
        />
        {error ? (
          <p id="delete-confirm-error" className="mt-1 text-sm font-semibold text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div ref={message} tabIndex={-1} className="focus:outline-none">
        <FormMessage state={state} />
      </div>
      <button type="submit" disabled={busy} className={buttonClass('primary', 'compact')}>
        {busy ? 'Deleting...' : 'Delete my account'}
      </button>
    </form>
  );
}
