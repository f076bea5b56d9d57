import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';

/** What a visitor sees for an address that names nothing: a way back to the home page and the catalogue. */
export function NotFoundNotice() {
  return (
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
  );
}
