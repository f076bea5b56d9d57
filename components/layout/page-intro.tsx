import { pages, type PageInfo, type PagePath } from '@/content/pages';

/** A page's heading and introduction: from the page registry, or given for pages outside the route table. */
export function PageIntro(props: { path: PagePath } | { page: Pick<PageInfo, 'heading' | 'intro'> }) {
  const page = 'page' in props ? props.page : pages[props.path];
  return (
    <section className="mx-auto max-w-7xl px-4 pt-5 pb-2 sm:pt-8 sm:pb-4">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{page.heading}</h1>
      <p className="mt-2 max-w-3xl text-base text-slate-600 sm:mt-3 sm:text-lg">{page.intro}</p>
    </section>
  );
}
