'use client';

import './globals.css';
import { ErrorNotice } from '@/components/errors/error-notice';

/** The root layout itself failed: Next renders this instead of it, so it brings its own document. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-US">
      <body className="flex min-h-screen flex-col font-sans">
        <main id="main" className="flex-1">
          <ErrorNotice onRetry={reset} />
        </main>
      </body>
    </html>
  );
}
