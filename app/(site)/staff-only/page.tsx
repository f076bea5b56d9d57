import Link from 'next/link';
import type { Metadata } from 'next';
import { buttonClass } from '@/components/ui/button';

export const metadata: Metadata = { title: 'Not Allowed', robots: { index: false } };

/**
 * What a signed-in customer gets for a staff console address: proxy.ts answers it with status
 * 403 in place of the console page (the address stays the one they asked for).
 */
export default function StaffOnlyPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-orange-700 uppercase">403</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">This page is for shop staff</h1>
      <p className="mt-4 text-lg text-slate-600">
        Your account can&apos;t open it. Your quotes and orders are on your dashboard.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/dashboard" className={buttonClass('primary')}>
          Go to your dashboard
        </Link>
        <Link href="/" className={buttonClass('secondary')}>
          Back to home
        </Link>
      </div>
    </section>
  );
}
