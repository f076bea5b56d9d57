import { NextRequest } from 'next/server';
import { proxyFreeApiPaths } from '@/lib/http/security-headers';
import { config, proxy } from './proxy';

function visit(path: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }));
}

describe('proxy', () => {
  it('is skipped for exactly the paths next.config.ts gives the JSON headers, and for no other spelling', () => {
    // Next matches a request path against the whole matcher, as this anchored expression does.
    const matcher = config.matcher[0]!;
    const runsFor = (path: string) => new RegExp(`^${matcher}$`).test(path);
    const skipped = /\(\?!([^)]*)\)/.exec(matcher)![1]!.split('|');
    expect(skipped.map((path) => `/${path.replace(/\$$/, '')}`)).toEqual(proxyFreeApiPaths);
    for (const path of proxyFreeApiPaths) {
      expect(runsFor(path)).toBe(false);
      expect(runsFor(`${path}/`)).toBe(true);
      expect(runsFor(`${path}x`)).toBe(true);
    }
    for (const path of ['/', '/about-us', '/api/contact', '/api/uploads/x.svg', '/api/health%E0%A4%A'])
      expect(runsFor(path)).toBe(true);
  });

  it('sets the security headers on a page it lets through', async () => {
    const response = await visit('/about-us');
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('content-security-policy')).toMatch(
      /^default-src 'self';.*connect-src 'self';/,
    );
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it("keeps the artwork route's own sandbox policy instead of the site's", async () => {
    const response = await visit('/api/uploads/0b7c3d4e-1111-4222-8333-944455556666-art.svg');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps the artwork link from leaking its signed download URL through a Referer', async () => {
    const response = await visit('/api/quotes/artwork/AAAAAAAAAAAAAAAAAAAAAA');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'self';/);
    expect((await visit('/about-us')).headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it.each([
    ['/stickers', '/products/stickers'],
    ['/stickers/', '/products/stickers'],
    ['/products/custom-boxes?ref=home', '/products/packaging?ref=home'],
    ['/about-us/', '/about-us'],
  ])('answers %s with a 308 to %s carrying the security headers', async (from, to) => {
    const response = await visit(from);
    expect(response.status).toBe(308);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.pathname}${location.search}`).toBe(to);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('lets API paths with a trailing slash through instead of redirecting them', async () => {
    const response = await visit('/api/identity/');
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('location')).toBeNull();
  });

  it('sends a visitor without a valid session from /dashboard to log in, with the headers', async () => {
    const response = await visit('/dashboard', {
      cookie: 'CognitoIdentityServiceProvider.anyclient.LastAuthUser=someone',
    });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/login?next=%2Fdashboard');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each(['/admin', '/admin/quotes/Q-260101-ABCDE', '/admin/staff'])(
    'sends a visitor without a valid session from the console (%s) to log in',
    async (path) => {
      const response = await visit(path);
      expect(response.status).toBe(307);
      expect(response.headers.get('location')).toBe(
        `http://localhost:3000/login?next=${encodeURIComponent(path)}`,
      );
    },
  );

  it('does not guard paths that merely start like the console', async () => {
    const response = await visit('/administration');
    expect(response.headers.get('location')).toBeNull();
  });

  it('guards every page under /dashboard, such as a quote page', async () => {
    const response = await visit('/dashboard/quotes/Q-1');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(
      'http://localhost:3000/login?next=%2Fdashboard%2Fquotes%2FQ-1',
    );
  });

  it('keeps the guest quote page, whose URL carries its access token, out of every Referer', async () => {
    const response = await visit('/quotes/Q-1?access=AAAAAAAAAAAAAAAAAAAAAA');
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it.each([
    '/quotes/%E0%A4%A',
    '/admin/quotes/%E0%A4%A',
    '/products/%E0%A4',
    '/admin/quotes/%00',
    '/admin?q=a%00b',
    '/dev/mailbox?to=%00',
    '/products?x=%0d%0aSet-Cookie:%20a=b',
  ])('answers the unreadable address %s with the 400 page, before any guard or page', async (path) => {
    const response = await visit(path);
    expect(response.status).toBe(400);
    expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe('/bad-request');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('answers an unreadable API address with the JSON error the API uses', async () => {
    const response = await visit('/api/quotes/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'This address is not valid: it holds a broken escape or a control character.',
      code: 'BadRequest',
      statusCode: 400,
    });
  });

  it.each(['/products/stickers?q=caf%C3%A9', '/admin?q=O%27Brien%20%26%20Co', '/about-us?q=%E0%A4'])(
    'lets a readable address through (%s): escaped text, and a broken escape in a query, which reads as text',
    async (path) => {
      const response = await visit(path);
      expect(response.status).not.toBe(400);
    },
  );

  it("answers a server action declaring a body over its page's cap with 413 before it is read", async () => {
    const MB = 1024 * 1024;
    const post = (path: string, bytes: number) =>
      proxy(
        new NextRequest(new URL(path, 'http://localhost:3000'), {
          method: 'POST',
          headers: { 'next-action': 'abc123', 'content-length': String(bytes) },
        }),
      );
    const refused = await post('/admin/quotes/Q-1', MB + 1);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({
      message: 'The form must not exceed 1 MB.',
      code: 'PayloadTooLarge',
      statusCode: 413,
    });
    expect((await post('/admin/quotes/Q-1', MB)).status).not.toBe(413);
    // The console's photo upload takes up to 10 MB and its form.
    expect((await post('/admin/catalogue/gloss-labels', 10 * MB)).status).not.toBe(413);
    expect((await post('/admin/catalogue/gloss-labels', 11 * MB + 1)).status).toBe(413);
  });

  it('refuses a server action posted from another site with 403 before Next reads it', async () => {
    const post = (path: string, headers: Record<string, string>) =>
      proxy(
        new NextRequest(new URL(path, 'http://localhost:3000'), {
          method: 'POST',
          headers: { 'next-action': 'abc123', 'content-length': '10', ...headers },
        }),
      );
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://attacker.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const refused = await post('/dashboard/account', headers);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        message: 'Cross-origin requests are not allowed.',
        code: 'ForbiddenOrigin',
        statusCode: 403,
      });
      expect(refused.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    // The site's own pages post their actions from its origin.
    const own = await post('/start-an-order', { origin: 'http://localhost:3000' });
    expect(own.headers.get('x-middleware-next')).toBe('1');
    // A form that is not a server action is the route's to judge (lib/http refuses it there).
    const plain = await proxy(
      new NextRequest(new URL('/api/contact', 'http://localhost:3000'), {
        method: 'POST',
        headers: { origin: 'https://attacker.example' },
      }),
    );
    expect(plain.status).not.toBe(403);
  });
});
