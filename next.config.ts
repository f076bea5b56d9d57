import type { NextConfig } from 'next';
import { browserConnectOrigins, parseEnv } from './lib/config/env';
import { securityHeaders } from './lib/http/security-headers';

const appConfig = parseEnv(process.env);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite'],
  // jose ships only ES modules; listing it here also makes next/jest compile it for Jest.
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
