// The floor's own settings. Without them Next takes the site's next.config.ts, which it finds
// by looking up from this folder: the floor then carried the site's settings, and started
// from any other folder it failed to load them. Compression is the serving server's, as the
// site's is (scripts/start.mjs).
const nextConfig = {
  poweredByHeader: false,
  compress: process.env.SERVER_COMPRESSES !== 'true',
};

export default nextConfig;
