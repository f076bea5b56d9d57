import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { markupFirstPages, withMarkupFirst } from '@/scripts/lib/prerendered-pages.mjs';

// Shaped as Next writes a prerendered page: the stylesheet inlined, its scripts asked for in the
// head, the markup, then the React Server Components payload.
const sheetOpen = '<style data-precedence="next" data-href="/_next/static/chunks/a.css">';
const sheet = `${sheetOpen}.flex{display:flex}.grid{display:grid}</style>`;
/** The sheet cut to a page whose markup uses `.flex` only, and the full one for visitors without scripts. */
const cutSheet =
  `${sheetOpen}.flex{display:flex}</style>` +
  '<noscript><link rel="stylesheet" href="/_next/static/chunks/a.css"/></noscript>';
const lateSheet =
  '<script>for(const href of ["/_next/static/chunks/a.css"]){const link=document.createElement("link");' +
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
        `<body><p class="flex">Hi</p><script id="_R_">self.x=1</script>${lateSheet}${headScripts}${payload}</body></html>`,
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

  it('loads the full sheet after the markup, and at once without scripts', () => {
    const html = withMarkupFirst(page('<p class="flex">Hi</p>'));
    expect(html.indexOf(lateSheet)).toBeGreaterThan(html.indexOf('<p class="flex">'));
    expect(html.indexOf('<noscript><link rel="stylesheet"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('names the full sheet in its script as a string, whatever its address holds', () => {
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
  async function answer(
    headers: Record<string, string>,
    send: (response: http.ServerResponse) => void,
    method = 'GET',
  ): Promise<{ headers: http.IncomingHttpHeaders; body: string }> {
    const server = http.createServer(
      markupFirstPages((_request, response) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        send(response);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      return await new Promise((resolve, reject) =>
        http
          .request(
            { port: (server.address() as AddressInfo).port, host: '127.0.0.1', method },
            (response) => {
              let body = '';
              response.setEncoding('utf8');
              response.on('data', (chunk: string) => (body += chunk));
              response.on('end', () => resolve({ headers: response.headers, body }));
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
});
