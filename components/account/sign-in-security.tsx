'use client';

import { lazy, Suspense } from 'react';

// The panel needs Amplify, which loads after the page anyway: its code comes with it, so the
// dashboard's first-load JavaScript stays within its budget.
const SignInSecurityPanel = lazy(() =>
  import('./sign-in-security-panel').then(({ SignInSecurityPanel: panel }) => ({ default: panel })),
);

/** "Sign-in security" on the dashboard (components/account/sign-in-security-panel.tsx). */
export function SignInSecurity({ email }: { email: string }) {
  return (
    <Suspense
      fallback={
        <p className="rounded-lg border border-slate-200 p-4 text-sm text-slate-600">
          Loading your sign-in settings...
        </p>
      }
    >
      <SignInSecurityPanel email={email} />
    </Suspense>
  );
}
