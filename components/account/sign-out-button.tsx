'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

/**
 * Sign out of this device, or `everywhere` (every browser and phone signed in to the account):
 * loads Amplify only when clicked, then returns to the home page.
 */
export function SignOutButton({
  className,
  onSignedOut,
  everywhere = false,
}: {
  className: string;
  onSignedOut?: () => void;
  everywhere?: boolean;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      const { signOutOf } = await import('@/lib/auth-client');
      await signOutOf({ everywhere });
      onSignedOut?.();
      router.push('/');
      router.refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" onClick={onClick} disabled={busy} className={className}>
      {busy ? 'Signing out...' : everywhere ? 'Sign out everywhere' : 'Sign out'}
    </button>
  );
}
