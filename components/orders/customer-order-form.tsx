'use client';

import { useActionState, useEffect, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { useNotification } from '@/components/ui/notification';
import type { CustomerOrderState } from '@/lib/orders/server';

type Props = {
  number: string;
  accessToken?: string;
  action: (state: CustomerOrderState, form: FormData) => Promise<CustomerOrderState>;
  /** The button's words. */
  label: string;
  /** When set, the button first asks this question, and only "confirm" posts the form. */
  confirm?: { question: string; yes: string; no: string };
  variant?: 'primary' | 'secondary';
};

/**
 * One button of the customer's quote page posting the quote's number (and the e-mailed link's
 * token) to a server action: "Pay now", or "Cancel this quote" after a confirmation. The answer
 * shows in the site's banner; the server decides everything else (amount, access, stage).
 */
export function CustomerOrderForm({
  number,
  accessToken,
  action,
  label,
  confirm,
  variant = 'primary',
}: Props) {
  const [state, submit, pending] = useActionState(action, {});
  const [asking, setAsking] = useState(false);
  const { notify } = useNotification();

  useEffect(() => {
    if (state.message) notify({ isSuccess: state.ok === true, message: state.message });
  }, [state, notify]);

  if (confirm && !asking) {
    return (
      <button type="button" className={buttonClass(variant, 'regular')} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <form action={submit} className="space-y-3">
      <input type="hidden" name="number" value={number} />
      {accessToken && <input type="hidden" name="accessToken" value={accessToken} />}
      {confirm && (
        <p role="alert" className="font-semibold text-slate-900">
          {confirm.question}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={pending} className={buttonClass(variant, 'regular')}>
          {confirm ? confirm.yes : label}
        </button>
        {confirm && (
          <button
            type="button"
            className={buttonClass('secondary', 'regular')}
            onClick={() => setAsking(false)}
          >
            {confirm.no}
          </button>
        )}
      </div>
    </form>
  );
}
