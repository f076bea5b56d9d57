import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';

/** The form's submit button: disabled while the request runs and once it succeeded (spec §4). */
export function SubmitButton({
  busy,
  busyText,
  children,
}: {
  busy: boolean;
  busyText: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" disabled={busy} className={`${buttonClass('primary', 'compact')} w-full`}>
      {busy ? busyText : children}
    </button>
  );
}
