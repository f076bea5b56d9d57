'use client';

import dynamic from 'next/dynamic';

/** The password change on the dashboard, loaded and shown as the profile's forms are (profile-settings.tsx). */
export const PasswordSettings = dynamic(
  () => import('./change-password-form').then(({ ChangePasswordForm }) => ChangePasswordForm),
  { ssr: false, loading: () => <p className="text-sm text-slate-600">Loading...</p> },
);
