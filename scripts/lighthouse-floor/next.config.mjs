// The floor's own settings. Without them Next takes the site's next.config.ts, which it finds
// by looking up from this folder: the floor then carried the site's settings, and started
// from any other folder it failed to load them.
const nextConfig = {
  poweredByHeader: false,
};

export default nextConfig;
