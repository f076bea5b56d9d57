import type { NextConfig } from 'next';
import { apiSecurityHeaders, proxyFreeApiPaths } from './lib/http/security-headers';

// Nothing here changes what is built with the environment: security headers and redirects are
// applied at run time by proxy.ts, so one build serves every environment.

// `npm test` type-checks the sources in a step of its own and builds once, from scratch: its
// build (TEST_RUN_BUILD=1) skips Next's second type check and writing a cache for a next build
// that never comes, about 50 of the run's CPU-seconds (scripts/test-all.mjs).
const testRunBuild = process.env.TEST_RUN_BUILD === '1';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // rate-limiter-flexible loads drizzle-orm with a computed import() the bundler cannot follow;
  // pdfkit (lib/documents) reads its font metrics and ICC profile from its own files at run time;
  // so does pdf.js (lib/proofs, PDF artwork) its fonts and character maps, loading its worker
  // code with import(); @napi-rs/canvas, which it draws on, is a native module.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'rate-limiter-flexible',
    'pdfkit',
    'pdfjs-dist',
    '@napi-rs/canvas',
  ],
  // pdf.js reads these by path, which file tracing cannot see: the routes that draw proofs (the
  // quote service after each quote, the cron job) carry them on Vercel and Amplify.
  outputFileTracingIncludes: {
    '/api/quote-service/**': [
      './node_modules/pdfjs-dist/standard_fonts/*',
      './node_modules/pdfjs-dist/cmaps/*',
    ],
    '/api/cron/**': ['./node_modules/pdfjs-dist/standard_fonts/*', './node_modules/pdfjs-dist/cmaps/*'],
  },
  // These ship only ES modules; listing them here also makes next/jest compile them for Jest.
  transpilePackages: ['jose', 'clipper2-ts', 'd3-contour', 'd3-array', 'internmap'],
  // proxy.ts answers the trailing-slash redirects, so they carry the security headers too.
  skipTrailingSlashRedirect: true,
  // The JSON routes proxy.ts does not run for get their security headers here instead.
  headers: async () => proxyFreeApiPaths.map((source) => ({ source, headers: apiSecurityHeaders })),
  typescript: { ignoreBuildErrors: testRunBuild },
  experimental: {
    turbopackFileSystemCacheForBuild: !testRunBuild,
    // The stylesheet (about 10 KB gzipped) goes in the page's <style> instead of a separate
    // request: on a phone's connection that round trip held the first paint back ~0.8 s.
    // React finds it by its name as it hydrates and inserts nothing more. Next also writes a
    // second copy of it into the page's payload, which nothing reads (vercel/next.js#95141,
    // open in 16.5.0): accepted, as the page is served as Next wrote it, until upstream fixes it.
    inlineCss: true,
    // app/global-not-found.tsx: the 404 page for unmatched addresses is its own document, so
    // the root layout needs no not-found boundary (see app/layout.tsx).
    globalNotFound: true,
    // The console's photo upload (lib/product-content: 10 MB at most) posts to a server action,
    // through proxy.ts; both read at most this much of a request (their defaults: 1 and 10 MB).
    serverActions: { bodySizeLimit: '11mb' },
    proxyClientMaxBodySize: '11mb',
  },
};

export default nextConfig;
