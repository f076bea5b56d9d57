import type { ReactNode } from 'react';
import { PageIntro } from '@/components/layout/page-intro';
import { pages, type PagePath } from '@/content/pages';

/**
 * An auth screen: its heading and a narrow card, in one column so they line up at any width.
 * `intro` replaces the page's introduction where the screen serves more than one step.
 */
export function AuthCard({ path, intro, children }: { path: PagePath; intro?: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md pb-16">
      <PageIntro page={{ heading: pages[path].heading, intro: intro ?? pages[path].intro }} />
      <section className="px-4">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">{children}</div>
      </section>
    </div>
  );
}
