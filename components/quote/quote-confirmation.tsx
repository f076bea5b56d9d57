'use client';

import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { TextLink } from '@/components/ui/text-link';
import { quoteConfirmation } from '@/content/quote-confirmation';
import { SummaryList } from './summary-list';
import {
  parseSubmittedQuote,
  savedSubmittedQuote,
  SUBMITTED_QUOTE_STORAGE_KEY,
  type SubmittedQuote,
} from './submitted-quote';

// The answer is written before this page opens and never changes while it is shown.
const subscribe = () => () => undefined;

// Runs while the page's HTML is parsed, before its first paint and long before the page's
// JavaScript arrives: it picks which of the two server-rendered intros shows, so the heading
// a reload or a fresh visit paints first is the right one (and is the page's largest paint).
// React sets the same attribute once it has read the quote; a saved value that is not a
// quote then turns "found" into "missing".
const pickIntroBeforePaint = `try{document.currentScript.parentElement.dataset.quote=sessionStorage.getItem(${JSON.stringify(SUBMITTED_QUOTE_STORAGE_KEY)})?'found':'missing'}catch(e){}`;

/**
 * The quote just sent from this tab (see submitted-quote.ts), or a way back to the wizard.
 * The page's intros come rendered from the server, one for each case; without JavaScript the
 * "missing" one shows, since only the browser can read the tab's storage.
 */
export function QuoteConfirmation({ intros }: { intros: { found: ReactNode; missing: ReactNode } }) {
  // The server has no session storage: it renders both intros, the browser then fills in.
  const saved = useSyncExternalStore<string | null | undefined>(
    subscribe,
    savedSubmittedQuote,
    () => undefined,
  );
  const quote = useMemo(() => (saved === undefined ? undefined : parseSubmittedQuote(saved)), [saved]);
  const state = saved === undefined ? undefined : quote ? 'found' : 'missing';
  return (
    // The inline script sets data-quote before React hydrates; React then owns it. Only the
    // server renders the script (a script React creates in the browser never runs).
    <div data-quote={state} suppressHydrationWarning>
      {state === undefined && <script dangerouslySetInnerHTML={{ __html: pickIntroBeforePaint }} />}
      <div className="hidden in-data-[quote=found]:block">
        {intros.found}
        {quote && <QuoteDetails quote={quote} />}
      </div>
      <div className="in-data-[quote=found]:hidden">
        {intros.missing}
        <div className="mx-auto max-w-7xl px-4 pb-16">
          <ButtonLink href="/start-an-order">Start a quote</ButtonLink>
        </div>
      </div>
    </div>
  );
}

function QuoteDetails({ quote }: { quote: SubmittedQuote }) {
  const account = new URLSearchParams({ username: quote.contactEmail }).toString();
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 lg:grid-cols-[1fr_20rem]">
      <div className="min-w-0 space-y-8">
        <section
          aria-labelledby="quote-number-title"
          className="rounded-xl border border-slate-200 p-5 shadow-sm"
        >
          <h2
            id="quote-number-title"
            className="text-sm font-semibold tracking-wide text-slate-700 uppercase"
          >
            Quote number
          </h2>
          <p className="mt-1 font-mono text-2xl font-bold break-all text-slate-900">{quote.quoteNumber}</p>
          <p className="mt-3 text-lg font-semibold text-slate-900">{quote.readyBy}</p>
          <p className="text-sm text-slate-700">Estimated {quoteConfirmation.readyByNote}.</p>
        </section>
        <section aria-labelledby="next-steps-title">
          <h2 id="next-steps-title" className="text-xl font-bold text-slate-900">
            What happens next
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-800">
            {quoteConfirmation.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="follow-title" className="rounded-xl bg-orange-50 p-5">
          <h2 id="follow-title" className="text-xl font-bold text-slate-900">
            Follow your quote
          </h2>
          <p className="mt-2 text-slate-800">{quoteConfirmation.accountInvitation}</p>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <ButtonLink href={`/signup?${account}`} prefetch={false}>
              Create an account
            </ButtonLink>
            <TextLink href={`/login?${account}`}>Log in</TextLink>
          </div>
        </section>
      </div>
      <section aria-labelledby="submitted-summary-title" className="rounded-xl bg-slate-50 p-5 lg:self-start">
        <h2 id="submitted-summary-title" className="text-lg font-bold text-slate-900">
          Quote summary
        </h2>
        <SummaryList rows={[...quote.rows, ['Artwork', quote.artwork]]} />
      </section>
    </div>
  );
}
