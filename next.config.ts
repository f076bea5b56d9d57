import type { NextConfig } from 'next';
import { categories } from './content/catalogue';
import { browserConnectOrigins, parseEnv } from './lib/config/env';
import { securityHeaders } from './lib/http/security-headers';

const appConfig = parseEnv(process.env);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // rate-limiter-flexible loads drizzle-orm with a computed import() the bundler cannot follow.
  serverExternalPackages: ['@electric-sql/pglite', 'rate-limiter-flexible'],
  // jose ships only ES modules; listing it here also makes next/jest compile it for Jest.
  transpilePackages: ['jose'],
  // The AWS SDK and CLI post the built-in identity endpoint with a trailing slash, and a
  // redirect breaks them: Next's own slash redirect (which runs before anything else and
  // cannot exempt a path) is off, and the redirect below does its job for every other path.
  skipTrailingSlashRedirect: true,
  // Spec navigation targets that live under /products, and the home page's custom-boxes tile.
  async redirects() {
    return [
      { source: '/:path((?!api/identity/?$)(?:[^/]+/)*[^/]+)/', destination: '/:path', permanent: true },
      ...categories.map(({ id }) => ({ source: `/${id}`, destination: `/products/${id}`, permanent: true })),
      { source: '/products/custom-boxes', destination: '/products/packaging', permanent: true },
    ];
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders({
          connectOrigins: browserConnectOrigins(appConfig),
          development: !appConfig.isProduction,
        }),
      },
    ];
  },
};

export default nextConfig;
