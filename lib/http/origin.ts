/**
 * Cross-site request check for state-changing handlers. Browsers send Origin on every
 * cross-origin POST/PUT/DELETE; a request without it comes from a non-browser client (curl,
 * an SDK), which a forged form cannot be.
 */
export function isSameOrigin(request: Request, allowedOrigins: readonly string[] = []): boolean {
  const origin = request.headers.get('origin');
  if (!origin) {
    return request.headers.get('sec-fetch-site') !== 'cross-site';
  }
  if (origin === 'null') return false;
  const host =
    request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  return originHost === host || allowedOrigins.includes(origin);
}
