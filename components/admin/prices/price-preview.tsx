'use client';

import { useState, useTransition, type MouseEvent } from 'react';
import type { FormState } from '@/components/admin/form-state';
import { buttonClass } from '@/components/ui/button';
import { formatDollars } from '@/lib/pricing';
import type { PricePreview as Preview } from '@/lib/pricing/server';

/** What the preview action answers: the form's refusal, or the preview. */
export type PreviewState = FormState & { preview?: Preview };

const dollars = (cents: number) => formatDollars(cents / 100);
const change = (percent: number) => (percent === 0 ? '0 %' : `${percent > 0 ? '+' : ''}${percent} %`);

/**
 * "Preview": the form's line priced as typed, beside the stored one, at common sizes and the
 * line's quantities, with the warnings staff should read before saving. Nothing is saved.
 */
export function PricePreview({ action }: { action: (formData: FormData) => Promise<PreviewState> }) {
  const [state, setState] = useState<PreviewState>();
  const [pending, startTransition] = useTransition();
  const preview = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    startTransition(async () => setState(await action(new FormData(form))));
  };
  const errors = Object.entries(state?.errors ?? {});
  return (
    <section aria-labelledby="preview-heading" className="space-y-3">
      <button
        type="button"
        onClick={preview}
        disabled={pending}
        className={buttonClass('secondary', 'compact')}
      >
        Preview
      </button>
      <div aria-live="polite" className="space-y-3">
        <h2 id="preview-heading" className={state ? 'text-lg font-bold' : 'sr-only'}>
          Preview
        </h2>
        {state?.status === 'error' ? (
          <div role="alert" className="text-sm font-semibold text-red-700">
            <p>{state.message}</p>
            <ul className="list-disc pl-5">
              {errors.map(([field, message]) => (
                <li key={field}>
                  <span className="font-mono">{field}</span>: {message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {state?.preview ? (
          <>
            {state.preview.refusals.length > 0 ? (
              <div className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
                <h3 className="font-bold">Save would refuse this line</h3>
                <ul className="list-disc pl-5">
                  {state.preview.refusals.map((refusal) => (
                    <li key={refusal}>{refusal}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {state.preview.warnings.length > 0 ? (
              <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
                <h3 className="font-bold">Warnings</h3>
                <ul className="list-disc pl-5">
                  {state.preview.warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="text-sm text-green-800">No warnings.</p>
            )}
            <div className="grid gap-4 lg:grid-cols-2">
              {state.preview.tables.map((table) => (
                <div
                  key={table.label}
                  className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
                >
                  <table className="w-full text-right text-xs whitespace-nowrap sm:text-sm">
                    <caption className="p-2 text-left font-semibold">{table.label}</caption>
                    <thead className="bg-slate-50 text-slate-700">
                      <tr>
                        <th scope="col" className="px-2 py-1.5 text-left">
                          Quantity
                        </th>
                        <th scope="col" className="px-2 py-1.5">
                          Total
                        </th>
                        <th scope="col" className="px-2 py-1.5">
                          Each
                        </th>
                        <th scope="col" className="px-2 py-1.5">
                          Now
                        </th>
                        <th scope="col" className="px-2 py-1.5">
                          Change
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-200">
                      {table.cells.map((cell) => (
                        <tr key={cell.quantity}>
                          <th scope="row" className="px-2 py-1.5 text-left font-normal">
                            {cell.quantity.toLocaleString('en-US')}
                          </th>
                          <td className="px-2 py-1.5 font-semibold">{dollars(cell.totalCents)}</td>
                          <td className="px-2 py-1.5">{dollars(cell.totalCents / cell.quantity)}</td>
                          <td className="px-2 py-1.5 text-slate-600">{dollars(cell.currentCents)}</td>
                          <td className="px-2 py-1.5">{change(cell.changePercent)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ))}
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}
