'use client';

import { lazy } from 'react';
import { Disclosure } from '@/components/ui/disclosure';

const loadForm = () => import('./change-password-form');
const ChangePasswordForm = lazy(() => loadForm().then(({ ChangePasswordForm: form }) => ({ default: form })));

/** The password change on the dashboard, asked for and loaded as the profile's forms are (profile-settings.tsx). */
export function PasswordSettings({ email, labelledBy }: { email: string; labelledBy: string }) {
  return (
    <Disclosure label="Set a new password" onIntent={loadForm}>
      <ChangePasswordForm email={email} labelledBy={labelledBy} />
    </Disclosure>
  );
}
