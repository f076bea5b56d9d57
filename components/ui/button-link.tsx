import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from './button';

export type { ButtonVariant } from './button';

/** A link that looks like a button: every call to action on the marketing pages. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  prefetch,
  className = '',
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  prefetch?: boolean;
  className?: string;
}) {
  return (
    <Link href={href} prefetch={prefetch} className={`${buttonClass(variant)} ${className}`}>
      {children}
    </Link>
  );
}
