import { expect, test } from '@playwright/test';
import { serverHtmlTest } from './support/server-html';
import { recordForeignRequests } from './support/requests';
import { structuredData } from './support/structured-data';

test.describe('home page', () => {
  // The hero with a deal running ("Get Deal" first) is in e2e/promotions.spec.ts.
  test('hero: headline, line and the calls to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Print Bold. Print Smart. Print with the Pros.',
    );
    const hero = page.getByRole('region', { name: 'Print Bold. Print Smart. Print with the Pros.' });
    await expect(hero.getByText('Try our Custom Stickers, Labels & More...')).toBeVisible();
    await expect(hero.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');
    await expect(hero.getByRole('link', { name: 'Get a Pro Quote' })).toHaveAttribute(
      'href',
      '/start-an-order',
    );
  });

  test('hero: with no deal running the first call to action is the quote, and none leads to an ended offer', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-02-10T10:00:00-08:00'));
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Print Bold. Print Smart. Print with the Pros.' });
    await expect(hero.getByRole('link').first()).toHaveText('Get a Pro Quote');
    await expect(hero.getByRole('link').first()).toHaveAttribute('href', '/start-an-order');
    await expect(hero.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');
    await expect(hero.getByRole('link', { name: 'Get Deal' })).toHaveCount(0);
  });

  serverHtmlTest.describe('sections', () => {
    serverHtmlTest('sections come in the spec’s order', async ({ page }) => {
      await page.goto('/');
      const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
      const order = [
        'Trusted by local brands',
        'What our customers say',
        'Shop custom labels',
        'Best sellers',
        'What are you looking for?',
        'Free shipping on every U.S. order',
        'Local experts in Orange County',
      ];
      expect(headings.filter((heading) => order.includes(heading))).toEqual(order);
    });

    serverHtmlTest('five client brands with logo and name, three rated testimonials', async ({ page }) => {
      await page.goto('/');
      const clients = page.getByRole('region', { name: 'Trusted by local brands' });
      await expect(clients.getByRole('listitem')).toHaveCount(5);
      await expect(clients.getByRole('img', { name: 'Tidepool Coffee logo' })).toBeVisible();
      await expect(clients.getByText('Harbor Light Bakery')).toBeVisible();

      const testimonials = page.getByRole('region', { name: 'What our customers say' });
      await expect(testimonials.getByRole('img', { name: /^\d out of 5$/ })).toHaveCount(3);
      const ratings = await testimonials
        .getByRole('img', { name: /out of 5$/ })
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
      expect(ratings).toEqual(['5 out of 5', '4 out of 5', '5 out of 5']);
    });

    serverHtmlTest('best sellers and the also-popular row link to their categories', async ({ page }) => {
      await page.goto('/');
      const bestSellers = page.getByRole('region', { name: 'Best sellers' });
      await expect(bestSellers.getByText('TOP SELLER')).toBeVisible();
      await expect(bestSellers.getByText('TRENDING')).toBeVisible();
      for (const name of ['Embossed Labels', 'Spot UV Labels']) {
        await expect(bestSellers.getByRole('link', { name: `Shop Now for ${name}` })).toHaveAttribute(
          'href',
          '/products/labels',
        );
      }
      await expect(bestSellers.getByRole('heading', { name: 'Also Popular' })).toBeVisible();
      const alsoPopular: [string, string][] = [
        ['Custom Boxes', '/products/packaging'],
        ['Shape Stickers', '/products/stickers'],
        ['Die Cut Stickers', '/products/stickers'],
        ['QR Code Stickers', '/products/stickers'],
        ['Window Graphics', '/products/window-graphics'],
        ['Vehicle Graphics', '/products/vehicle-graphics'],
      ];
      for (const [name, href] of alsoPopular)
        await expect(bestSellers.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    });

    serverHtmlTest('the category grid has the spec’s tiles and links', async ({ page }) => {
      await page.goto('/');
      const grid = page.getByRole('region', { name: 'What are you looking for?' });
      const tiles: [string, string][] = [
        ['Die Cut Stickers', '/products/stickers'],
        ['Sticker Sheets', '/products/stickers'],
        ['Shape Stickers', '/products/stickers'],
        ['QR Code Stickers', '/products/stickers'],
        ['Embossed Labels', '/products/labels'],
        ['Foil Labels', '/products/labels'],
        ['Glossy Labels', '/products/labels'],
        ['Clear Labels', '/products/labels'],
        ['Custom Boxes', '/products/custom-boxes'],
        ['Packaging Materials', '/products/packaging'],
        ['Window Graphics', '/products/window-graphics'],
        ['Vehicle Graphics', '/products/vehicle-graphics'],
        ['View All Products', '/products'],
      ];
      for (const [name, href] of tiles)
        await expect(grid.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    });
  });

  test('the checkmarks animate in a cycle without shifting the layout', async ({ page }) => {
    await page.goto('/');
    const marks = page.locator('[class*="hero-check-"]');
    await expect(marks).toHaveCount(5);
    const animations = await marks.evaluateAll((nodes) =>
      nodes.map((node) => getComputedStyle(node).animationName),
    );
    expect(animations).toEqual([
      'hero-check-0',
      'hero-check-1',
      'hero-check-2',
      'hero-check-3',
      'hero-check-4',
    ]);
    // Layout shifts during one whole cycle, from the loop's restart to the next: every mark
    // appears and clears in it. The load is judged apart (below): on a busy machine Chromium
    // may paint a half-parsed page and then shift it a little, which is not the animation's.
    const shift = await marks.first().evaluate(
      (node) =>
        new Promise<number>((resolve) => {
          let total = 0;
          const add = (entries: PerformanceEntryList) => {
            for (const entry of entries) total += (entry as unknown as { value: number }).value;
          };
          const observer = new PerformanceObserver((list) => add(list.getEntries()));
          let iterations = 0;
          node.addEventListener('animationiteration', () => {
            iterations += 1;
            if (iterations === 1) return observer.observe({ type: 'layout-shift' });
            add(observer.takeRecords());
            observer.disconnect();
            resolve(total);
          });
        }),
    );
    expect(shift).toBe(0);
    // The whole visit, load included, stays "good" by Web Vitals (CLS under 0.1).
    const visit = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => undefined);
      // Buffered entries go to the observer's own list at once: read them from there.
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as unknown as { value: number }[];
      observer.disconnect();
      return entries.reduce((sum, entry) => sum + entry.value, 0);
    });
    expect(visit).toBeLessThan(0.1);
  });

  test('under reduced motion the checkmarks stay still and fully visible', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', baseURL });
    const page = await context.newPage();
    await page.goto('/');
    const styles = await page
      .locator('[class*="hero-check-"]')
      .evaluateAll((nodes) =>
        nodes.map((node) => [getComputedStyle(node).animationName, getComputedStyle(node).opacity]),
      );
    expect(styles).toEqual(Array.from({ length: 5 }, () => ['none', '1']));
    await context.close();
  });

  test('carries LocalBusiness structured data and calls no other host', async ({ page, baseURL }) => {
    const foreign = recordForeignRequests(page, baseURL);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const data = await structuredData(page, 'LocalBusiness');
    expect(data).toMatchObject({
      telephone: '+19495550142',
      address: { addressLocality: 'Laguna Niguel', addressRegion: 'CA' },
    });
    expect((data?.areaServed as { name: string }[]).map((area) => area.name)).toContain('Irvine, CA');
    expect(foreign).toEqual([]);
  });
});

test.describe('robots and sitemap', () => {
  test('robots.txt allows the site, keeps out /dev/ and /api/, and points to the sitemap', async ({
    request,
    baseURL,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Allow: /');
    expect(robots).toContain('Disallow: /dev/');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('sitemap.xml lists every public page with absolute URLs', async ({ request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of [
      '/',
      '/deals',
      '/contact-us',
      '/services/printing',
      '/cookie-policy',
      '/products/stickers',
      '/products/specialty',
      '/stickers/stickers/die-cut-stickers',
      '/labels/car-magnets',
    ]) {
      expect(sitemap).toContain(`<loc>${new URL(path, baseURL).toString()}</loc>`);
    }
    expect(sitemap).not.toContain('/dev/');
  });
});
