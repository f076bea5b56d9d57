import type { ReactNode } from 'react';

export const primaryButton =
  'inline-flex items-center justify-center rounded-md bg-orange-700 px-4 py-2 font-semibold text-white shadow-sm hover:bg-orange-800 disabled:cursor-not-allowed disabled:opacity-70';
export const secondaryButton =
  'inline-flex items-center justify-center rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50';

/** The form's submit button: disabled while the request runs and once it succeeded (spec §4). */
export function SubmitButton({ busy, busyText, children }: { busy: boolean; busyText: string; children: ReactNode }) {
  return (
    <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
      {busy ? busyText : children}
    </button>
  );
}
