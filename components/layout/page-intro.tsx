import { pages, type PageInfo, type PagePath } from '@/content/pages';

/** A page's heading and introduction: from the page registry, or given for pages outside the route table. */
export function PageIntro(props: { path: PagePath } | { page: Pick<PageInfo, 'heading' | 'intro'> }) {
  const page = 'page' in props ? props.page : pages[props.path];
  return (
    <section className="mx-auto max-w-7xl px-4 pt-8 pb-4">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{page.heading}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-600">{page.intro}</p>
    </section>
  );
}
