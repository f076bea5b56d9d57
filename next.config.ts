import type { NextConfig } from 'next';
import { browserConnectOrigins, parseEnv } from './lib/config/env';
import { securityHeaders } from './lib/http/security-headers';

const appConfig = parseEnv(process.env);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite'],
  // jose ships ESM only; listing it here also lets next/jest transform it for the tests.
  transpilePackages: ['jose'],
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
