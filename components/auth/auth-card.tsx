import type { ReactNode } from 'react';
import { PageIntro } from '@/components/layout/page-intro';
import type { PagePath } from '@/content/pages';

/** An auth screen: its heading and a narrow card, in one column so they line up at any width. */
export function AuthCard({ path, children }: { path: PagePath; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md pb-16">
      <PageIntro path={path} />
      <section className="px-4">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">{children}</div>
      </section>
    </div>
  );
}
