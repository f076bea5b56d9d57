import { NextResponse, type NextRequest } from 'next/server';
import { categories } from '@/content/catalogue';
import { isStaff, loginReturningTo, sessionFromCookies } from '@/lib/auth/server';
import { config as appConfig } from '@/lib/config/server';
import { browserConnectOrigins } from '@/lib/config/server';
import { addressMessage, isReadableAddress, oversizedActionCap } from '@/lib/http';
import { errors } from '@/lib/http';
import { isSameOrigin } from '@/lib/http/server';
import { securityHeaders } from '@/lib/http';

/**
 * Runs before every request but the busiest JSON routes (Next 16's middleware, Node runtime).
 * It sets the security headers from the run-time configuration, so one build serves any
 * environment's CSP; it answers the permanent redirects itself, so they carry those headers
 * too (redirects in next.config.ts are answered before this runs); it refuses server actions
 * posted from another site; and it guards the account pages.
 */

// Spec navigation targets that live under /products, and the home page's custom-boxes tile.
const permanentRedirects = new Map<string, string>([
  ...categories.map(({ id }): [string, string] => [`/${id}`, `/products/${id}`]),
  ['/products/custom-boxes', '/products/packaging'],
]);

/** Pages only for a signed-in visitor; each page checks again (the console: staff only). */
const guardedPrefixes = ['/dashboard', '/admin'];

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

function isGuarded(pathname: string): boolean {
  return guardedPrefixes.some((prefix) => under(pathname, prefix));
}

const isConsole = (pathname: string) => under(pathname, '/admin');

/**
 * Paths whose route sends stricter headers of its own. Headers set here win over a route's, so
 * these get them from here too: the artwork download route serves visitors' files and must
 * never let a browser render them (an SVG can carry script); the artwork link in the shop's
 * e-mail redirects to a signed download URL that must not leak through a Referer; the guest
 * quote page and the review form carry their access token in their URL, which must not leak either.
 */
const routeHeaders: [prefix: string, headers: Record<string, string>][] = [
  ['/api/uploads/', { 'Content-Security-Policy': "default-src 'none'; sandbox" }],
  ['/api/quotes/artwork/', { 'Referrer-Policy': 'no-referrer' }],
  ['/quotes/', { 'Referrer-Policy': 'no-referrer' }],
  ['/review/', { 'Referrer-Policy': 'no-referrer' }],
];

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

function withSiteHeaders(response: NextResponse, pathname: string): NextResponse {
  for (const [key, value] of siteHeaders()) response.headers.set(key, value);
  const own = routeHeaders.find(([prefix]) => pathname.startsWith(prefix));
  for (const [key, value] of Object.entries(own?.[1] ?? {})) response.headers.set(key, value);
  return response;
}

/**
 * `/about-us/` → `/about-us`: Next's own redirect is off (next.config.ts) so this one carries
 * the headers. API paths are answered as they are: the AWS SDK and CLI post to
 * `/api/identity/` and do not follow a redirect.
 */
function withoutTrailingSlash(pathname: string): string | undefined {
  if (pathname.length > 1 && pathname.endsWith('/') && !pathname.startsWith('/api/')) {
    return pathname.replace(/\/+$/, '') || '/';
  }
  return undefined;
}

/**
 * An address the site cannot read: the API answers its JSON error, a page the site's 400 page
 * (the address stays the one asked for).
 */
function unreadableAddress(request: NextRequest, pathname: string): NextResponse {
  const response = pathname.startsWith('/api/')
    ? NextResponse.json(
        { message: addressMessage, code: 'BadRequest', statusCode: 400 },
        { status: 400, headers: { 'Cache-Control': 'no-store' } },
      )
    : NextResponse.rewrite(new URL('/bad-request', request.url), { status: 400 });
  return withSiteHeaders(response, pathname);
}

/**
 * A server action posted from another site: Next refuses it too, but with a 500 after
 * parsing it; this answers the 403 every other cross-origin state change gets (lib/http).
 */
function isForeignAction(request: NextRequest): boolean {
  return request.method === 'POST' && request.headers.has('next-action') && !isSameOrigin(request);
}

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!isReadableAddress(request.nextUrl)) return unreadableAddress(request, pathname);
  if (isForeignAction(request)) {
    const refusal = errors.forbiddenOrigin();
    const response = NextResponse.json(refusal.toBody(), {
      status: refusal.statusCode,
      headers: { 'Cache-Control': 'no-store' },
    });
    return withSiteHeaders(response, pathname);
  }
  const actionCap = oversizedActionCap(request, pathname);
  if (actionCap) {
    const response = NextResponse.json(
      {
        message: `The form must not exceed ${actionCap / (1024 * 1024)} MB.`,
        code: 'PayloadTooLarge',
        statusCode: 413,
      },
      { status: 413, headers: { 'Cache-Control': 'no-store' } },
    );
    return withSiteHeaders(response, pathname);
  }
  const normalized = withoutTrailingSlash(pathname);
  const target = permanentRedirects.get(normalized ?? pathname) ?? normalized;
  if (target)
    return withSiteHeaders(NextResponse.redirect(new URL(`${target}${search}`, request.url), 308), pathname);

  // Without a valid session (tokens verified against the configured issuer's key set) the
  // visitor is sent to log in.
  if (isGuarded(pathname)) {
    const user = await sessionFromCookies(request.cookies);
    if (!user) {
      return withSiteHeaders(
        NextResponse.redirect(new URL(loginReturningTo(`${pathname}${search}`), request.url)),
        pathname,
      );
    }
    // The console is for staff: anyone else signed in gets the 403 page in its place, pages
    // and the server actions posted to them alike.
    if (isConsole(pathname) && !(await isStaff(user))) {
      return withSiteHeaders(
        NextResponse.rewrite(new URL('/staff-only', request.url), { status: 403 }),
        pathname,
      );
    }
  }
  return withSiteHeaders(NextResponse.next(), pathname);
}

/**
 * Every path but the JSON routes the wizard and load balancers call most: the instant price,
 * the quote submission and the health checks. Running this for a request costs Next a copy of
 * its body; for those routes it was 40 % of a price's server time and 18 % of a quote's
 * (`npm run bench`), and there is nothing here for them to do. Their paths are exact, so none
 * holds an escape to check; none of them reads its query; their headers are the fixed JSON set
 * that next.config.ts gives them (`proxyFreeApiPaths`, the same paths as a list).
 */
export const config = {
  matcher: [
    '/((?!api/health$|api/health/live$|api/calculator-service/public/v1/prices$|api/quote-service/public/v1/quotes$).*)',
  ],
};
