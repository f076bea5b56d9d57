import { config } from '@/lib/config/server';

type OriginSettings = { siteUrl: string; trustedProxyHops: number };

/**
 * Cross-site request check for state-changing handlers. Browsers send Origin on every
 * cross-origin POST/PUT/DELETE; a request without it comes from a non-browser client (curl,
 * an SDK), which a forged form cannot be. The Origin must be the site's public address
 * (SITE_URL) or the host the request was sent to. That host is the Host header, or behind
 * proxies of ours (TRUSTED_PROXY_HOPS > 0) the X-Forwarded-Host they set: with nothing in
 * front, a client could send X-Forwarded-Host naming any site it pleased.
 */
export function isSameOrigin(
  request: Request,
  allowedOrigins: readonly string[] = [],
  settings: OriginSettings = config(),
): boolean {
  const origin = request.headers.get('origin');
  if (!origin) {
    return request.headers.get('sec-fetch-site') !== 'cross-site';
  }
  if (origin === 'null') return false;
  const forwardedHost = settings.trustedProxyHops > 0 ? request.headers.get('x-forwarded-host') : null;
  const host = forwardedHost ?? request.headers.get('host') ?? new URL(request.url).host;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  return (
    originUrl.host === host ||
    originUrl.origin === new URL(settings.siteUrl).origin ||
    allowedOrigins.includes(origin)
  );
}
