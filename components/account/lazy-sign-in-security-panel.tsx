'use client';

import { lazy, Suspense } from 'react';
import type { MfaPreference } from '@/lib/auth';

// Rendered on the server with the page; its code loads after the page's own, while the
// server's HTML stands in for it, so the dashboard's first-load JavaScript stays within budget.
const SignInSecurityPanel = lazy(() =>
  import('./sign-in-security-panel').then(({ SignInSecurityPanel: panel }) => ({ default: panel })),
);

/** components/account/sign-in-security-panel.tsx, its code loaded on its own. */
export function LazySignInSecurityPanel(props: { email: string; preference?: MfaPreference }) {
  return (
    <Suspense fallback={<SignInSecurityLoading />}>
      <SignInSecurityPanel {...props} />
    </Suspense>
  );
}

/** What stands in for the panel while the settings are read. */
export function SignInSecurityLoading() {
  return (
    <p className="rounded-lg border border-slate-200 p-4 text-sm text-slate-600">
      Loading your sign-in settings...
    </p>
  );
}
