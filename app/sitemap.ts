import type { MetadataRoute } from 'next';
import { pagePaths } from '@/content/pages';
import { config } from '@/lib/config';

/** Every page of the route table, with absolute URLs. */
export default function sitemap(): MetadataRoute.Sitemap {
  const { siteUrl } = config();
  return pagePaths.map((path) => ({
    url: new URL(path, siteUrl).toString(),
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }));
}
