import type { MetadataRoute } from 'next';
import { indexedPagePaths } from '@/content/pages';
import { specialtyPage } from '@/content/specialty';
import { catalogueProductPaths } from '@/lib/catalogue';
import { config } from '@/lib/config/server';

// Names the address of the environment it runs in (SITE_URL at run time), not the build's.
export const dynamic = 'force-dynamic';

/**
 * Every page worth a search result: the route table without the account screens, the
 * specialty finishes and each product's canonical page (the dashboard and /dev are not listed).
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const { siteUrl } = config();
  const paths = [...indexedPagePaths, specialtyPage.path, ...catalogueProductPaths()];
  return paths.map((path) => ({
    url: new URL(path, siteUrl).toString(),
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }));
}
