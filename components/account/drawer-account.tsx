'use client';

import Link from 'next/link';
import { useReducer, type ReactNode } from 'react';
import { useVisitValue } from '@/components/ui/use-visit-value';
import { hasSessionCookie } from '@/lib/auth/signed-in';
import { SignOutButton } from './sign-out-button';

const item =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50';

/**
 * The drawer's account row: signed out it shows `signedOut` (the spec's Sign In and Cart),
 * signed in it offers Dashboard and Sign out instead of Sign In.
 */
export function DrawerAccount({ signedOut, cart }: { signedOut: ReactNode; cart: ReactNode }) {
  // The cookie is read on every render; signing out re-renders to show the signed-out row.
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const signedIn = useVisitValue(() => hasSessionCookie(document.cookie), false);
  return (
    <div className="mb-4 flex flex-wrap gap-2 border-b border-slate-200 pb-4">
      {signedIn ? (
        <>
          <Link href="/dashboard" className={item}>
            Dashboard
          </Link>
          <SignOutButton className={item} onSignedOut={rerender} />
        </>
      ) : (
        signedOut
      )}
      {cart}
    </div>
  );
}
