'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { NavLink } from '@/content/navigation';
import { activeNavHref } from '@/lib/navigation';

/** The navbar's links; the one for the current section is orange. */
export function NavLinks({ links }: { links: NavLink[] }) {
  const active = activeNavHref(usePathname() ?? '/', links);
  return (
    <ul className="flex items-center gap-1">
      {links.map((link) => {
        const isActive = link.href === active;
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={isActive ? 'page' : undefined}
              className={`rounded-md px-3 py-2 text-sm font-semibold transition-colors ${
                isActive ? 'text-orange-700' : 'text-slate-700 hover:text-slate-950'
              }`}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
