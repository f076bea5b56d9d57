import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { markupFirstPages, withMarkupFirst } from '@/scripts/lib/prerendered-pages.mjs';

// Shaped as Next writes a prerendered page: the stylesheet inlined, its scripts asked for in the
// head, the markup, then the React Server Components payload.
const sheetOpen = '<style data-precedence="next" data-href="/_next/static/chunks/a.css">';
const sheet = `${sheetOpen}.flex{display:flex}.grid{display:grid}</style>`;
/** The sheet cut to a page whose markup uses `.flex` only, and the full one for visitors without scripts. */
const cutSheet =
  `${sheetOpen}.flex{display:flex}</style>` +
  '<noscript><link rel="stylesheet" href="/_next/static/chunks/a.css"/></noscript>';
/** The rules the cut left out (`.grid`: one bit per rule, the first set), loaded after the markup. */
const restHref = '/_next/static/rest-of/a/AQ.css';
const lateSheet = (href: string) =>
  `<script>for(const href of ["${href}"]){const link=document.createElement("link");` +
  'link.rel="stylesheet";link.href=href;document.head.append(link)}</script>';
const headScripts =
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/w.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>';
const polyfill = '<script src="/_next/static/chunks/p.js" noModule=""></script>';
const payload =
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"{\\"className\\":\\"flex\\"}"])</script>';
const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${sheet}${headScripts}<title>Stickers</title>${polyfill}</head>` +
  `<body>${body}<script id="_R_">self.x=1</script>${payload}</body></html>`;

describe('a prerendered page sent markup first', () => {
  it('asks for its scripts after the markup, just before the payload, in their order', () => {
    const html = withMarkupFirst(page('<p class="flex">Hi</p>'));
    expect(html).toBe(
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${cutSheet}<title>Stickers</title>${polyfill}</head>` +
        `<body><p class="flex">Hi</p><script id="_R_">self.x=1</script>${lateSheet(restHref)}${headScripts}${payload}</body></html>`,
    );
  });

  it('inlines only the rules its markup uses, named as Next named the sheet, for React to find as it hydrates', () => {
    const html = withMarkupFirst(page('<p class="grid">Hi</p>'));
    expect(html).toContain(`${sheetOpen}.grid{display:grid}</style>`);
    expect(html).not.toContain('.flex{');
  });

  it('cuts by its markup, not by what its payload names', () => {
    // The payload's "className":"flex" is what React renders on the client: the full sheet's.
    expect(withMarkupFirst(page('<p>Hi</p>'))).toContain(`${sheetOpen}</style>`);
  });

  it('loads the rules it left out after the markup, and the whole sheet at once without scripts', () => {
    const html = withMarkupFirst(page('<p class="flex">Hi</p>'));
    expect(html.indexOf(lateSheet(restHref))).toBeGreaterThan(html.indexOf('<p class="flex">'));
    expect(html.indexOf('<noscript><link rel="stylesheet"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('loads a sheet served from elsewhere whole, named in its script as a string, whatever its address holds', () => {
    const odd = page('<p>Hi</p>').replaceAll('/_next/static/chunks/a.css', '/a.css?v=1&amp;x=</script>');
    const html = withMarkupFirst(odd);
    expect(html).toContain('for(const href of ["/a.css?v=1&x=\\u003c/script>"])');
    expect(html).toContain('<link rel="stylesheet" href="/a.css?v=1&amp;x=</script>"/>');
  });

  it('stays as it was without a payload', () => {
    const html = `<!DOCTYPE html><html><head>${sheet}${headScripts}</head><body><p>Hi</p></body></html>`;
    expect(withMarkupFirst(html)).toBe(html);
  });

  it("moves the head's scripts only: a script the markup holds stays in place", () => {
    const inline = '<script type="application/ld+json">{}</script><script src="/x.js" async=""></script>';
    expect(withMarkupFirst(page(`<main>${inline}</main>`))).toContain(`<main>${inline}</main>`);
  });
});

describe('the server layer', () => {
  // The build's static files: the sheet the page above inlines.
  const staticDir = mkdtempSync(path.join(tmpdir(), 'static-'));
  mkdirSync(path.join(staticDir, 'chunks'));
  writeFileSync(path.join(staticDir, 'chunks', 'a.css'), '.flex{display:flex}.grid{display:grid}');

  async function answer(
    headers: Record<string, string>,
    send: (response: http.ServerResponse) => void,
    method = 'GET',
    requestPath = '/',
  ): Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: string }> {
    const server = http.createServer(
      markupFirstPages(
        (_request, response) => {
          for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
          send(response);
        },
        { staticDir },
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      return await new Promise((resolve, reject) =>
        http
          .request(
            { port: (server.address() as AddressInfo).port, host: '127.0.0.1', method, path: requestPath },
            (response) => {
              let body = '';
              response.setEncoding('utf8');
              response.on('data', (chunk: string) => (body += chunk));
              response.on('end', () =>
                resolve({ status: response.statusCode, headers: response.headers, body }),
              );
            },
          )
          .on('error', reject)
          .end(),
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }
  const html = page('<div class="flex">Stickers</div>');
  const prerendered = { 'content-type': 'text/html; charset=utf-8', 'x-nextjs-prerender': '1' };

  it('sends a prerendered page sent whole markup first, with its length', async () => {
    const { headers, body } = await answer(
      { ...prerendered, 'content-length': String(Buffer.byteLength(html)) },
      (response) => response.end(html),
    );
    expect(body).toBe(withMarkupFirst(html));
    expect(body).not.toBe(html);
    expect(headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it('sends a prerendered page sent in pieces markup first', async () => {
    const { body } = await answer(prerendered, (response) => {
      response.write(html.slice(0, 100));
      response.write(Buffer.from(html.slice(100, 200)));
      response.end(html.slice(200));
    });
    expect(body).toBe(withMarkupFirst(html));
  });

  it('passes on a page rendered per request, an answer to HEAD and anything not HTML as they are', async () => {
    const perRequest = await answer({ 'content-type': 'text/html' }, (response) => {
      response.write(html.slice(0, 100));
      response.end(html.slice(100));
    });
    expect(perRequest.body).toBe(html);
    const json = await answer({ 'content-type': 'application/json', 'x-nextjs-prerender': '1' }, (response) =>
      response.end(html),
    );
    expect(json.body).toBe(html);
    const head = await answer(
      { ...prerendered, 'content-length': String(Buffer.byteLength(html)) },
      (response) => response.end(),
      'HEAD',
    );
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(html)));
  });

  const site = (method = 'GET', requestPath = '/') =>
    answer(
      { 'content-type': 'text/plain' },
      (response) => response.end('from the site'),
      method,
      requestPath,
    );

  it('answers the rest of a sheet from the build, cached for good', async () => {
    const { status, headers, body } = await site('GET', restHref);
    expect(status).toBe(200);
    expect(body).toBe('.grid{display:grid}');
    expect(headers['content-type']).toBe('text/css; charset=utf-8');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['x-content-type-options']).toBe('nosniff');
    const head = await site('HEAD', restHref);
    expect([head.status, head.body]).toEqual([200, '']);
  });

  it('answers 404 for a sheet the build has not, or a key not of that sheet', async () => {
    for (const address of ['/_next/static/rest-of/b/AQ.css', '/_next/static/rest-of/a/AQAA.css']) {
      const { status, body } = await site('GET', address);
      expect([status, body]).toEqual([404, 'No such stylesheet.']);
    }
  });

  it('leaves any other address, or method, to the site', async () => {
    for (const [method, address] of [
      ['GET', '/_next/static/rest-of/..%2Fchunks%2Fa/AQ.css'],
      ['GET', '/_next/static/rest-of/a/AQ.js'],
      ['POST', restHref],
    ])
      expect((await site(method, address)).body).toBe('from the site');
  });
});
