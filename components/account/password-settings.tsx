'use client';

import { lazy, Suspense } from 'react';

// As the profile's forms: loaded after the page, not with its first-load JavaScript.
const ChangePasswordForm = lazy(() =>
  import('./change-password-form').then(({ ChangePasswordForm: form }) => ({ default: form })),
);

/** The password change on the dashboard (components/account/change-password-form.tsx). */
export function PasswordSettings({ email }: { email: string }) {
  return (
    <Suspense fallback={<p className="text-sm text-slate-600">Loading...</p>}>
      <ChangePasswordForm email={email} />
    </Suspense>
  );
}
