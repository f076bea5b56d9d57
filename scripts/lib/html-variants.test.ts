import { brotliDecompressSync } from 'node:zlib';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliLength } from '@/scripts/lib/compressed.mjs';
import { firstScreen, serveVariants, throughElement, withoutScripts } from '@/scripts/lib/html-variants.mjs';

const page = [
  '<!DOCTYPE html><html><head><style>h1{color:navy}</style>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"LocalBusiness"}</script></head>',
  '<body><div class="hero"><div class="copy"><h1 id="hero">Stickers</h1></div><p>Printed locally</p></div>',
  '<section>Reviews</section>',
  '<script>self.__next_f.push([1,"0:{}"])</script></body></html>',
].join('');

describe('a page cut down for --dissect', () => {
  it('loses every script, its RSC payload too, but keeps its structured data', () => {
    const cut = withoutScripts(page);
    expect(cut).not.toContain('a.js');
    expect(cut).not.toContain('b.js');
    expect(cut).not.toContain('__next_f');
    expect(cut).toContain('{"@type":"LocalBusiness"}');
    expect(cut).toContain('<section>Reviews</section>');
  });

  it('ends at the close of its LCP element, past the nested elements of the same kind', () => {
    const cut = firstScreen(page, '<div class="hero">');
    expect(cut?.endsWith('<p>Printed locally</p></div>')).toBe(true);
    expect(cut).not.toContain('Reviews');
    expect(cut).not.toContain('<script src');
    expect(firstScreen(page, '<h1 id="hero">')?.endsWith('<h1 id="hero">Stickers</h1>')).toBe(true);
  });

  it('counts, for the printed figure, the page as sent up to the close of its LCP element, scripts in the head included', () => {
    const through = throughElement(page, '<h1 id="hero">');
    expect(through?.endsWith('<h1 id="hero">Stickers</h1>')).toBe(true);
    expect(through).toContain('<script src="/_next/static/chunks/a.js" async=""></script>');
    expect(through).not.toContain('Printed locally');
    expect(throughElement(page, '<h1 class="other">')).toBeUndefined();
  });

  it('has no first screen when the element is not in the HTML as written', () => {
    expect(firstScreen(page, '<h1 class="other">')).toBeUndefined();
    expect(firstScreen(page, undefined)).toBeUndefined();
  });
});

describe('the variant server', () => {
  it("serves each variant at the route's own address, compressed as the site is, and hands every other request to the site", async () => {
    const site = http.createServer((request, response) => response.end(`site ${request.url}`));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const page = `<h1>Hi</h1>${'<p>Printed in Orange County.</p>'.repeat(100)}`;
    const variants = await serveVariants(
      `http://127.0.0.1:${(site.address() as AddressInfo).port}`,
      '/labels/embossed-labels',
      { bare: page, cut: '<h1>Hi</h1>' },
    );
    const load = async () => {
      const answer = await new Promise<http.IncomingMessage>((resolve) =>
        http.get(
          variants.url('bare'),
          { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
          resolve,
        ),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of answer) chunks.push(chunk as Buffer);
      expect(answer.headers['content-encoding']).toBe('br');
      return Buffer.concat(chunks);
    };
    try {
      const first = await load();
      expect(brotliDecompressSync(first).toString()).toBe(page);
      // What `npm run lighthouse` prints as a page's bytes through its LCP element is what a kept
      // page is sent as, once the server has its best Brotli (worked out in the background).
      let kept = first;
      for (let tries = 0; tries < 600 && kept.length !== brotliLength(page); tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        kept = await load();
      }
      expect(kept.length).toBe(brotliLength(page));
      expect(brotliDecompressSync(kept).toString()).toBe(page);
      expect(new URL(variants.url('bare')).pathname).toBe('/labels/embossed-labels');
      expect(await (await fetch(variants.url('cut'))).text()).toBe('<h1>Hi</h1>');
      const asset = await fetch(new URL('/_next/static/a.js', variants.url('bare')));
      expect(await asset.text()).toBe('site /_next/static/a.js');
    } finally {
      await variants.close();
      await new Promise((resolve) => site.close(resolve));
    }
  });
});
