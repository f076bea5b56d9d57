import type { MetadataRoute } from 'next';
import { pagePaths } from '@/content/pages';
import { specialtyPage } from '@/content/specialty';
import { catalogueProductPaths } from '@/lib/catalogue';
import { config } from '@/lib/config';

// Names the address of the environment it runs in (SITE_URL at run time), not the build's.
export const dynamic = 'force-dynamic';

/** Every public page: the route table, the specialty finishes and each product's canonical page. */
export default function sitemap(): MetadataRoute.Sitemap {
  const { siteUrl } = config();
  const paths = [...pagePaths, specialtyPage.path, ...catalogueProductPaths()];
  return paths.map((path) => ({
    url: new URL(path, siteUrl).toString(),
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }));
}
