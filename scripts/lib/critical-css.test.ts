import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { criticalCss, criticalCssPages, withCriticalCss } from '@/scripts/lib/critical-css.mjs';

// Shaped as Tailwind writes the site's sheet (minified, utilities in their layer).
const sheet = [
  '@layer theme{:root{--color-slate-900:#0f172b}}',
  '@layer base{*{box-sizing:border-box}}',
  '@layer components;',
  '@layer utilities{',
  '.flex{display:flex}.grid{display:grid}.sr-only{position:absolute}',
  ':where(.space-y-4>:not(:last-child)){margin-block-end:1rem}',
  String.raw`.\[\&_td\]\:p-0 td{padding:0}`,
  String.raw`@media (hover:hover){.hover\:bg-orange-50:hover{background:#fff7ed}.hover\:underline:hover{text-decoration:underline}}`,
  String.raw`@media (min-width:48rem){.md\:grid{display:grid}}`,
  '}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

const page = (body: string, css = sheet) =>
  `<!DOCTYPE html><html><head><style data-precedence="next" data-href="/_next/static/chunks/a.css">${css}</style></head>` +
  `<body>${body}<script>self.__next_f.push([1,"{\\"className\\":\\"grid\\"}"])</script></body></html>`;

describe("a prerendered page's critical CSS", () => {
  const used = new Set(['flex', 'space-y-4', '[&_td]:p-0', 'hover:bg-orange-50']);

  it('keeps the rules of the classes used, under their media queries, and drops the others', () => {
    const css = criticalCss(sheet, used);
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain(':where(.space-y-4>:not(:last-child))');
    expect(css).toContain(String.raw`.\[\&_td\]\:p-0 td{padding:0}`);
    expect(css).toContain(String.raw`@media (hover:hover){.hover\:bg-orange-50:hover{background:#fff7ed}}`);
    for (const dropped of ['.grid{', 'sr-only', 'underline', 'md\\:grid', '48rem'])
      expect(css).not.toContain(dropped);
  });

  it('keeps the theme, the base styles and the keyframes whole', () => {
    const css = criticalCss(sheet, new Set());
    expect(css).toBe(
      '@layer theme{:root{--color-slate-900:#0f172b}}@layer base{*{box-sizing:border-box}}@layer components;@keyframes spin{to{transform:rotate(360deg)}}',
    );
  });

  it("reads the markup's classes, entities decoded, and not the scripts'", () => {
    const html = withCriticalCss(page('<table class="[&amp;_td]:p-0 flex"><tr><td>1</td></tr></table>'));
    const [, css] = html.match(/<style data-precedence="next">(.*?)<\/style>/) ?? [];
    expect(css).toContain(String.raw`.\[\&_td\]\:p-0 td`);
    expect(css).toContain('.flex{');
    // The payload's classes are styled once React inserts the full sheet from it.
    expect(css).not.toContain('.grid{');
  });

  it('no longer names the full sheet, so React inserts that from the payload when it hydrates', () => {
    const html = withCriticalCss(page('<p class="flex">Hi</p>'));
    expect(html).toContain('<style data-precedence="next">');
    expect(html).not.toContain('data-href');
    expect(html).toContain('<body><p class="flex">Hi</p><script>');
  });

  it('leaves a page without an inlined sheet as it was', () => {
    const html =
      '<!DOCTYPE html><html><head><style>p{color:red}</style></head><body><p class="x">Hi</p></body></html>';
    expect(withCriticalCss(html)).toBe(html);
  });
});

describe('the server layer', () => {
  async function answer(
    headers: Record<string, string>,
    send: (response: http.ServerResponse) => void,
    method = 'GET',
  ): Promise<{ headers: http.IncomingHttpHeaders; body: string }> {
    const server = http.createServer(
      criticalCssPages((_request, response) => {
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

  it('cuts a prerendered page sent whole, with its length', async () => {
    const { headers, body } = await answer(
      { ...prerendered, 'content-length': String(Buffer.byteLength(html)) },
      (response) => response.end(html),
    );
    expect(body).toBe(withCriticalCss(html));
    expect(body.length).toBeLessThan(html.length);
    expect(headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it('cuts a prerendered page sent in pieces', async () => {
    const { body } = await answer(prerendered, (response) => {
      response.write(html.slice(0, 100));
      response.write(Buffer.from(html.slice(100, 200)));
      response.end(html.slice(200));
    });
    expect(body).toBe(withCriticalCss(html));
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
