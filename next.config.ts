import type { NextConfig } from 'next';

// Nothing here depends on the environment: security headers and redirects are applied at
// run time by proxy.ts, so one build serves every environment.
const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // rate-limiter-flexible loads drizzle-orm with a computed import() the bundler cannot follow.
  serverExternalPackages: ['@electric-sql/pglite', 'rate-limiter-flexible'],
  // jose ships only ES modules; listing it here also makes next/jest compile it for Jest.
  transpilePackages: ['jose'],
  // proxy.ts answers the trailing-slash redirects, so they carry the security headers too.
  skipTrailingSlashRedirect: true,
  experimental: {
    // The stylesheet (about 10 KB gzipped) goes in the page's <style> instead of a separate
    // request: on a phone's connection that round trip held the first paint back ~0.8 s.
    inlineCss: true,
    // app/global-not-found.tsx: the 404 page for unmatched addresses is its own document, so
    // the root layout needs no not-found boundary (see app/layout.tsx).
    globalNotFound: true,
  },
};

export default nextConfig;
