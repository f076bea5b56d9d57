'use client';

import { lazy, Suspense } from 'react';

// The forms come with Amplify's first use, not with the dashboard's first-load JavaScript.
const ProfilePanel = lazy(() =>
  import('./profile-panel').then(({ ProfilePanel: panel }) => ({ default: panel })),
);

/** "Change your details" on the dashboard (components/account/profile-panel.tsx). */
export function ProfileSettings({ name }: { name: string }) {
  return (
    <Suspense fallback={<p className="text-sm text-slate-600">Loading...</p>}>
      <ProfilePanel name={name} />
    </Suspense>
  );
}
