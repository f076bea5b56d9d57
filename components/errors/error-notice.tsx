'use client';

import { buttonClass } from '@/components/ui/button';

/**
 * What a visitor sees when a page fails: no internals (those are in the server log), a retry
 * and a way back to pages that do not depend on what failed.
 */
export function ErrorNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-orange-700 uppercase">Something went wrong</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
        We couldn&apos;t load this page
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        This is on our side, not yours. Try again in a moment, or carry on from the home page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={onRetry} className={buttonClass('primary')}>
          Try again
        </button>
        {/* A full load, not a client navigation: after a failure the page starts afresh, and
            the error pages (loaded on every page) stay free of the router's link code. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={buttonClass('secondary')}>
          Back to home
        </a>
      </div>
    </section>
  );
}
