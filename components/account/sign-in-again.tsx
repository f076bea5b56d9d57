'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
// The narrow module, not the client entry of lib/auth: this page ships no sign-in code.
import { loginReturningTo } from '@/lib/auth';

/**
 * Ends this session and opens the login form with the e-mail filled in, for a fresh sign-in
 * that comes back to `returnTo`.
 */
export function SignInAgain({ email, returnTo }: { email: string; returnTo: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      // This device only: a fresh sign-in here should not end the customer's other sessions.
      const { signOutOf } = await import('@/lib/auth-client');
      await signOutOf({ everywhere: false });
      router.push(loginReturningTo(returnTo, email));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={onClick} disabled={busy} className={buttonClass('primary', 'compact')}>
      {busy ? 'Signing out...' : 'Log in again'}
    </button>
  );
}
