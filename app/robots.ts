import type { MetadataRoute } from 'next';
import { config } from '@/lib/config/server';

// Names the address of the environment it runs in (SITE_URL at run time), not the build's.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = config();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/dev/', '/api/'] },
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  };
}
