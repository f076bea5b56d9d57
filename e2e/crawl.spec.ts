import { expect, test } from '@playwright/test';
import { drawerLinks } from '@/content/navigation';

/** Internal page links in server-rendered HTML: same origin, no hash, no API or dev tools. */
function internalLinks(html: string, pageUrl: string, origin: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\s[^>]*?href="([^"]+)"/g)) {
    const href = match[1]!.replace(/&amp;/g, '&');
    if (/^(mailto|tel):/.test(href)) continue;
    const url = new URL(href, pageUrl);
    if (url.origin !== origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/dev/'))
      continue;
    url.hash = '';
    links.push(url.pathname + url.search);
  }
  return links;
}

test('every internal link reachable from the home page leads to a page', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  // The drawer renders its links only when opened; they are links of every page too.
  const drawerHrefs = drawerLinks.flatMap((item) => [
    item.href,
    ...(item.children ?? []).map((child) => child.href),
  ]);
  const queue = ['/', ...drawerHrefs];
  const linkedFrom = new Map<string, string>(queue.map((path) => [path, '(start)']));
  const broken: string[] = [];

  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const response = await request.get(next);
    if (response.status() >= 400) {
      broken.push(`${next} (${response.status()}) linked from ${linkedFrom.get(next)}`);
      continue;
    }
    if (!response.headers()['content-type']?.includes('text/html')) continue;
    for (const link of internalLinks(await response.text(), response.url(), origin)) {
      if (linkedFrom.has(link)) continue;
      linkedFrom.set(link, next);
      queue.push(link);
    }
  }

  expect(broken).toEqual([]);
  const visited = [...linkedFrom.keys()];
  expect(visited).toEqual(
    expect.arrayContaining([
      '/products',
      '/products/magnets',
      '/products/specialty',
      '/stickers/labels/clear-labels',
      '/labels/car-magnets',
      '/stickers/stickers/transfer-stickers',
    ]),
  );
});
