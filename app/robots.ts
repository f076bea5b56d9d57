import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';

export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = config();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/dev/', '/api/'] },
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  };
}
