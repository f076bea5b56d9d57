'use client';

import { useRouter } from 'next/navigation';
import { useState, type MouseEvent } from 'react';
import { SubmitButton } from '@/components/admin/action-form';
import { buttonClass } from '@/components/ui/button';

/**
 * What the board does with the ticked orders: start their production (the form's server
 * action) or open their job tickets, whose page takes the numbers comma-separated.
 */
export function BulkActions() {
  const router = useRouter();
  const [problem, setProblem] = useState<string>();

  const printTickets = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    const numbers = form ? new FormData(form).getAll('numbers').map(String) : [];
    if (numbers.length === 0) {
      setProblem('Choose the orders first.');
      return;
    }
    setProblem(undefined);
    router.push(`/admin/tickets?numbers=${numbers.map(encodeURIComponent).join(',')}`);
  };

  return (
    <div className="space-y-2">
      <div role="group" aria-label="With the chosen orders" className="flex flex-wrap items-center gap-2">
        <SubmitButton>Start production</SubmitButton>
        <button
          type="button"
          onClick={printTickets}
          className={`${buttonClass('secondary', 'compact')} focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:ring-offset-2 focus-visible:outline-none`}
        >
          Print tickets
        </button>
        <p className="text-sm text-slate-600">Tick approved orders, or orders in production for tickets.</p>
      </div>
      <div aria-live="polite">
        {problem ? <p className="text-sm font-semibold text-red-700">{problem}</p> : null}
      </div>
    </div>
  );
}
