import Link from 'next/link';
import { pages } from '@/content/pages';
import { specialtyPage } from '@/content/specialty';
import { stickerTypes } from '@/content/sticker-types';

/** Shop-by-type links on the sticker listing: the six sticker types and the specialty finishes. */
export function StickerTypeLinks() {
  const links = [
    ...stickerTypes.map((type) => ({
      href: `/products/${type.slug}` as const,
      label: pages[`/products/${type.slug}`].title,
    })),
    { href: specialtyPage.path, label: specialtyPage.title },
  ];
  return (
    <nav aria-label="Sticker types" className="mx-auto max-w-7xl px-4">
      <ul className="flex flex-wrap gap-2">
        {links.map(({ href, label }) => (
          <li key={href}>
            <Link
              href={href}
              className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-800 hover:border-orange-700 hover:text-orange-700"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
