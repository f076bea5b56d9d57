import Link from 'next/link';
import { pages } from '@/content/pages';
import { stickerTypes } from '@/content/sticker-types';

/** Shop-by-type links on the sticker listing: the six sticker types and the specialty finishes. */
export function StickerTypeLinks() {
  const paths = [...stickerTypes.map((type) => `/products/${type.slug}` as const), '/products/specialty' as const];
  return (
    <nav aria-label="Sticker types" className="mx-auto max-w-7xl px-4">
      <ul className="flex flex-wrap gap-2">
        {paths.map((path) => (
          <li key={path}>
            <Link href={path} className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 hover:border-orange-700 hover:text-orange-700">
              {pages[path].title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
