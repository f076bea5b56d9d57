import type { ReactNode } from 'react';

/** The frame of an auth screen: a narrow card under the page heading. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 pb-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">{children}</div>
    </section>
  );
}
