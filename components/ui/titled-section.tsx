import type { ReactNode } from 'react';
import * as fold from '@/components/layout/below-the-fold';

/** A page section named by its h2, so it is a landmark screen readers can jump to. */
export function TitledSection({
  id,
  title,
  className = '',
  belowTheFold = false,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  /** Below a phone's first screen: rendered after the first paint (components/layout/below-the-fold.ts). */
  belowTheFold?: boolean;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section {...(belowTheFold && fold.belowTheFold)} aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
