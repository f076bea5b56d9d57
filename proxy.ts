import { NextResponse, type NextRequest } from 'next/server';
import { categories } from '@/content/catalogue';
import { sessionFromCookies } from '@/lib/auth';
import { config as appConfig } from '@/lib/config';
import { browserConnectOrigins } from '@/lib/config/env';
import { securityHeaders } from '@/lib/http/security-headers';

/**
 * Runs before every request (Next 16's middleware, Node runtime). It sets the security
 * headers from the run-time configuration, so one build serves any environment's CSP; it
 * answers the permanent redirects itself, so they carry those headers too (redirects in
 * next.config.ts are answered before this runs); and it guards the account pages.
 */

// Spec navigation targets that live under /products, and the home page's custom-boxes tile.
const permanentRedirects = new Map<string, string>([
  ...categories.map(({ id }): [string, string] => [`/${id}`, `/products/${id}`]),
  ['/products/custom-boxes', '/products/packaging'],
]);

const guardedPaths = new Set(['/dashboard']);

// The configuration cannot change while the process runs: the header set is built once.
let headerSet: [string, string][] | undefined;

function siteHeaders(): [string, string][] {
  if (!headerSet) {
    const settings = appConfig();
    headerSet = securityHeaders({
      connectOrigins: browserConnectOrigins(settings),
      development: !settings.isProduction,
    }).map(({ key, value }) => [key, value]);
  }
  return headerSet;
}

function withSiteHeaders(response: NextResponse): NextResponse {
  for (const [key, value] of siteHeaders()) response.headers.set(key, value);
  return response;
}

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const target = permanentRedirects.get(pathname);
  if (target) return withSiteHeaders(NextResponse.redirect(new URL(`${target}${search}`, request.url), 308));

  // Without a valid session (tokens verified against the configured issuer's key set) the
  // visitor is sent to log in.
  if (guardedPaths.has(pathname) && !(await sessionFromCookies(request.cookies))) {
    const login = new URL('/login', request.url);
    login.searchParams.set('next', pathname);
    return withSiteHeaders(NextResponse.redirect(login));
  }
  return withSiteHeaders(NextResponse.next());
}
