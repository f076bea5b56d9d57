'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/**
 * The logo's link home. It prefetches the home page as it comes into view, except on the home
 * page itself: there the prefetch fetched the page the visitor already has (105 KB of Server
 * Components payload on a phone, read on the main thread after the page hydrates).
 */
export function HomeLink({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Link
      href="/"
      aria-label={label}
      className={className}
      prefetch={usePathname() === '/' ? false : undefined}
    >
      {children}
    </Link>
  );
}
