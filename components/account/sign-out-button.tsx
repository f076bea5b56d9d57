'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

/** Sign out: loads Amplify only when clicked, then returns to the home page. */
export function SignOutButton({ className, onSignedOut }: { className: string; onSignedOut?: () => void }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      const { signOutEverywhere } = await import('@/lib/auth/sign-out');
      await signOutEverywhere();
      onSignedOut?.();
      router.push('/');
      router.refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" onClick={onClick} disabled={busy} className={className}>
      {busy ? 'Signing out...' : 'Sign out'}
    </button>
  );
}
