import Link from 'next/link';
import type { ReactNode } from 'react';

/** An inline link in the site's accessible orange (orange-700 passes 4.5:1 on white). */
export function TextLink({
  href,
  children,
  className = '',
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      href={href}
      prefetch={false}
      className={`font-semibold text-orange-700 underline underline-offset-4 hover:text-orange-800 ${className}`}
    >
      {children}
    </Link>
  );
}
