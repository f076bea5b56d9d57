/** What every answer carries, page or JSON. */
const commonHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  },
  // Browsers ignore HSTS received over plain HTTP (RFC 6797 §8.1), so it only takes effect over HTTPS.
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
];

/**
 * The JSON routes proxy.ts does not run for: its matcher, which Next requires to be a literal,
 * spells out the same paths (proxy.test.ts holds the two together).
 */
export const proxyFreeApiPaths = [
  '/api/health',
  '/api/health/live',
  '/api/calculator-service/public/v1/prices',
  '/api/quote-service/public/v1/quotes',
];

/**
 * The headers of the proxy-free JSON routes (next.config.ts sets them). A JSON
 * answer loads nothing, so its policy allows nothing, and needs none of the run-time settings.
 */
export const apiSecurityHeaders = [
  { key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" },
  ...commonHeaders,
];

/** Response headers for every other route (applied at run time by `proxy.ts`). */
export function securityHeaders(options: { connectOrigins: string[]; development: boolean }) {
  const csp = [
    "default-src 'self'",
    // Next inlines its flight data and bootstrap scripts in static HTML, which cannot carry
    // a per-request nonce; scripts are still limited to this origin.
    `script-src 'self' 'unsafe-inline'${options.development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${["'self'", ...options.connectOrigins].join(' ')}`,
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

  return [{ key: 'Content-Security-Policy', value: csp }, ...commonHeaders];
}
