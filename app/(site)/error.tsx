'use client';

import { ErrorNotice } from '@/components/errors/error-notice';

/** A page of the site failed to render (e.g. the database is down): the shell stays, with a way on. */
export default function SiteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorNotice onRetry={reset} />;
}
