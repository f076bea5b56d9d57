import { expect, test, type Browser } from '@playwright/test';

/**
 * `npm start` sends a prerendered page as Next writes it: its scripts asked for in the head, its
 * stylesheet inlined. The page must look the same before its scripts run as after, React must
 * find that sheet rather than insert another (a whole-page restyle), and the page must still
 * come alive.
 */
async function screenshots(browser: Browser, path: string, html: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    javaScriptEnabled,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  // Both loads get the one document: a page is rendered again when content another spec edits
  // changes, and a product page every five minutes with the ready-by date of that moment.
  await page.route(path, (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
  await page.goto(path, { waitUntil: 'networkidle' });
  const sheets = await page.evaluate(() => document.querySelectorAll('style[data-precedence]').length);
  const shot = await page.screenshot({ fullPage: true });
  return { context, page, sheets, shot };
}

for (const path of ['/', '/labels/embossed-labels']) {
  test(`${path} is sent as Next writes it, and looks the same once hydrated`, async ({
    browser,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js" async=""><\/script>/);

    const first = await screenshots(browser, path, html, false);
    await first.context.close();
    const hydrated = await screenshots(browser, path, html, true);
    // Hydrated: the menu opens, which only the page's scripts can do.
    const menu = hydrated.page.getByRole('button', { name: 'Open menu' });
    await expect(async () => {
      await menu.click();
      await expect(hydrated.page.locator('#site-drawer')).toBeVisible({ timeout: 1000 });
    }).toPass();
    // Styled by the sheet React found, though nothing in the markup used its classes.
    expect((await hydrated.page.locator('#site-drawer').boundingBox())?.width).toBe(320);
    await hydrated.context.close();
    expect(first.sheets).toBe(1);
    expect(hydrated.sheets).toBe(1);
    expect(first.shot.equals(hydrated.shot)).toBe(true);
  });
}
