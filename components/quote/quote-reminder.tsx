'use client';

import { useState } from 'react';
import { SummaryList } from './summary-list';

/**
 * The reminder of what has been chosen so far (spec §4), shown once a product is chosen;
 * hideable. On wide screens it stays in view beside the form while the shopper scrolls.
 */
export function QuoteReminder({ rows }: { rows: [string, string][] }) {
  const [open, setOpen] = useState(true);
  return (
    <aside
      aria-labelledby="quote-summary-title"
      className="rounded-xl bg-slate-50 p-5 lg:sticky lg:top-24 lg:self-start"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="quote-summary-title" className="text-lg font-bold text-slate-900">
          Your quote
        </h2>
        <button
          type="button"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls="quote-summary"
          className="rounded text-sm font-semibold text-orange-700 underline"
        >
          {open ? 'Hide summary' : 'Show summary'}
        </button>
      </div>
      {open && <SummaryList id="quote-summary" rows={rows} />}
    </aside>
  );
}
