'use client';

import { lazy } from 'react';
import { Disclosure } from '@/components/ui/disclosure';

const loadPanel = () => import('./profile-panel');
const ProfilePanel = lazy(() => loadPanel().then(({ ProfilePanel: panel }) => ({ default: panel })));

/**
 * "Edit your details" on the dashboard (components/account/profile-panel.tsx). The forms render
 * in the browser only, once asked for: their code stays off the page's load, and no form shows
 * before it works (a form submitted before hydration would be sent as a plain GET, the typed
 * values in the address).
 */
export function ProfileSettings({ name }: { name: string }) {
  return (
    <Disclosure label="Edit your details" onIntent={loadPanel}>
      <ProfilePanel name={name} />
    </Disclosure>
  );
}
