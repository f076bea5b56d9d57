import Link from 'next/link';
import type { ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-orange-700 text-white shadow-sm hover:bg-orange-800',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:border-slate-400 hover:bg-slate-50',
};

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
    <Link
      href={href}
      prefetch={prefetch}
      className={`inline-flex items-center justify-center rounded-md px-5 py-2.5 text-sm font-semibold ${variants[variant]} ${className}`}
    >
      {children}
    </Link>
  );
}
