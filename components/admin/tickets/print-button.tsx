'use client';

import { buttonClass } from '@/components/ui/button';

/** Opens the browser's print dialog; the page's print stylesheet puts a ticket on each sheet. */
export function PrintButton() {
  return (
    <button type="button" className={buttonClass()} onClick={() => window.print()}>
      Print
    </button>
  );
}
