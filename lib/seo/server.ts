import 'server-only';
import type { Metadata } from 'next';
import { indexedPagePaths, pages, type PagePath } from '@/content/pages';
import { site } from '@/content/site';

/** Title, description, canonical URL and Open Graph for a page of the route table. */
export function pageMetadata(path: PagePath): Metadata {
  const page = pages[path];
  const metadata = metadataFor({ path, title: page.title, description: page.description });
  return indexedPagePaths.includes(path) ? metadata : { ...metadata, robots: { index: false, follow: true } };
}

/** The same for pages outside the table (product pages, the dashboard). */
export function metadataFor({
  path,
  title,
  description,
}: {
  path: string;
  title: string;
  description: string;
}): Metadata {
  return {
    title: path === '/' ? { absolute: `${site.name}: ${title}` } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: site.name,
      title: path === '/' ? site.name : `${title} | ${site.name}`,
      description,
      url: path,
      locale: 'en_US',
      images: [{ url: '/og-image.png', width: 1200, height: 630, alt: site.name }],
    },
  };
}

/** A JSON-LD script body, with `<` escaped so content cannot close the script element. */
export function jsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** schema.org FAQPage of a page's questions and answers, exactly as the page shows them. */
export function faqPageData(entries: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}
