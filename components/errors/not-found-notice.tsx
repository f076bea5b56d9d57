import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';

type Notice = { code: string; title: string; text: string };

/** What a visitor sees for an address that leads nowhere: what went wrong and a way back to the home page and the catalogue. */
export function AddressNotice({ code, title, text }: Notice) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-orange-700 uppercase">{code}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{text}</p>
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

/** What a visitor sees for an address that names nothing. */
export function NotFoundNotice() {
  return (
    <AddressNotice
      code="404"
      title="We couldn't find that page"
      text="The page may have moved, or the address may have a typo. Try one of these instead:"
    />
  );
}
