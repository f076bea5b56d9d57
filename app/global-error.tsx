'use client';

import { ErrorNotice } from '@/components/errors/error-notice';

// No stylesheet: Next sends a global-error's stylesheet in every page's flight data, for a page
// that shows only if the root layout itself fails. A few inline rules keep it readable.
const documentStyle = { fontFamily: 'system-ui, sans-serif', color: '#0f172a', textAlign: 'center' } as const;

/** The root layout itself failed: Next renders this instead of it, so it brings its own document. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-US">
      <body style={documentStyle}>
        <main id="main">
          <ErrorNotice onRetry={reset} />
        </main>
      </body>
    </html>
  );
}
