'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FormAction } from '@/components/admin/form-state';
import { DeleteAccountForm } from './delete-account-form';

/**
 * "Your data" after a fresh sign-in: what comes before (the download), the deletion, and what
 * comes after; once the account is deleted, only the news of it, focused so it is announced
 * (the download and the dashboard are gone with the account).
 */
export function AccountDataChoices({
  erase,
  confirmWord,
  deletionIntro,
  after,
  children,
}: {
  erase: FormAction;
  confirmWord: string;
  /** The deletion's heading (id delete-heading) and what it does, rendered on the server. */
  deletionIntro: ReactNode;
  after: ReactNode;
  children: ReactNode;
}) {
  const [deleted, setDeleted] = useState(false);
  const news = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (deleted) news.current?.focus();
  }, [deleted]);

  if (deleted) {
    return (
      <div ref={news} tabIndex={-1} role="status" className="space-y-3 focus:outline-none">
        <p className="text-lg font-semibold text-slate-900">Your account has been deleted.</p>
        <p className="text-slate-700">
          You are signed out and can no longer log in with it. Orders kept for our tax records no longer carry
          your name or contact details.
        </p>
        <Link href="/" className="font-semibold text-orange-700 underline">
          Go to the home page
        </Link>
      </div>
    );
  }
  return (
    <>
      {children}
      <section aria-labelledby="delete-heading" className="space-y-4">
        {deletionIntro}
        <DeleteAccountForm erase={erase} confirmWord={confirmWord} onDeleted={() => setDeleted(true)} />
      </section>
      {after}
    </>
  );
}
