import Link from 'next/link';
import type { Metadata } from 'next';
import { buttonClass } from '@/components/ui/button';

export const metadata: Metadata = { title: 'Address Not Valid', robots: { index: false } };

/**
 * What a visitor sees for an address the site cannot read (a broken percent-escape, a control
 * character): proxy.ts answers it with status 400 in place of the page asked for.
 */
export default function BadRequestPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-orange-700 uppercase">400</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
        We couldn&apos;t read that address
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        It holds characters no page of ours uses, perhaps from a link that was cut or copied wrongly.
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
  );
}
