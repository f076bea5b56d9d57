// The floor's own settings. Without them Next takes the site's next.config.ts, which it finds
// by looking up from this folder, and with it the site's proxy and instrumentation: the floor
// then opened the site's embedded database (./data by default, which a running `npm start`
// may hold) and ran its jobs inside the Lighthouse script. Compression is the serving
// server's, as the site's is (scripts/start.mjs).
const nextConfig = {
  poweredByHeader: false,
  compress: process.env.SERVER_COMPRESSES !== 'true',
};

export default nextConfig;
