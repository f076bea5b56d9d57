import Link from 'next/link';
import type { Metadata } from 'next';
import { SiteShell } from '@/components/layout/site-shell';
import { buttonClass } from '@/components/ui/button';

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

export default function NotFound() {
  return (
    <SiteShell>
      <section className="mx-auto max-w-3xl px-4 py-16 text-center">
        <p className="text-sm font-semibold tracking-wide text-orange-700 uppercase">404</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          We couldn&apos;t find that page
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          The page may have moved, or the address may have a typo. Try one of these instead:
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/" className={buttonClass('primary')}>
            Back to home
          </Link>
          <Link href="/products" className={buttonClass('secondary')}>
            Browse the catalogue
          </Link>
        </div>
      </section>
    </SiteShell>
  );
}
