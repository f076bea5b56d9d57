'use client';

import dynamic from 'next/dynamic';

/**
 * "Change your details" on the dashboard (components/account/profile-panel.tsx). Rendered in
 * the browser only: its code stays out of the dashboard's first-load JavaScript, and no form
 * shows before it works (a form submitted before hydration would be sent as a plain GET, the
 * typed values in the address).
 */
export const ProfileSettings = dynamic(
  () => import('./profile-panel').then(({ ProfilePanel }) => ProfilePanel),
  { ssr: false, loading: () => <p className="text-sm text-slate-600">Loading...</p> },
);
