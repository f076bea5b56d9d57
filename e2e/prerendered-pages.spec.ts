import { expect, test, type Browser, type Page } from '@playwright/test';

/**
 * `npm start` sends a prerendered page markup first (scripts/lib/prerendered-pages.mjs): its
 * scripts asked for after its markup, its inlined stylesheet cut to the rules its markup uses,
 * and the rules the cut left out loaded after the markup (the whole sheet, without scripts). The
 * page must look the same with the cut sheet alone as with the whole one, before its scripts run
 * as after, React must find the cut sheet rather than insert another (a whole-page restyle), and
 * what only scripts show, on the page or on one reached by client navigation, must be styled.
 */
/** The whole sheet Next serves, and the rest of it this server serves. */
const FULL_SHEET = /\/_next\/static\/.+\.css$/;

async function openPage(
  browser: Browser,
  path: string,
  options: { javaScriptEnabled: boolean; fullSheet: boolean; width?: number },
) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: options.width ?? 390, height: 844 },
    javaScriptEnabled: options.javaScriptEnabled,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  if (!options.fullSheet) await page.route(FULL_SHEET, (route) => route.abort());
  await page.goto(path, { waitUntil: 'networkidle' });
  return { context, page, errors };
}

/** How many rules the full sheet, loaded by a link, brought the page (none when it failed to load). */
function fullSheetRules(page: Page) {
  return page.evaluate(() =>
    Array.from(document.styleSheets)
      .filter((sheet) => sheet.href?.endsWith('.css'))
      .reduce((rules, sheet) => {
        try {
          return rules + sheet.cssRules.length;
        } catch {
          return rules;
        }
      }, 0),
  );
}

/**
 * The computed style of every element in `root` (and of its `::before` and `::after`, where they
 * show), in document order, each as `property: value` lines under the element's tag and classes.
 */
function computedStyles(page: Page, root = 'body') {
  return page.evaluate((root) => {
    const styleOf = (element: Element, pseudo?: string) => {
      const style = getComputedStyle(element, pseudo);
      if (pseudo && style.content === 'none') return [];
      return Array.from(style, (name) => `${pseudo ?? ''} ${name}: ${style.getPropertyValue(name)}`);
    };
    const shown = document
      .querySelector(root)!
      .querySelectorAll(':not(script, style, link, noscript, template)');
    return Array.from(shown, (element) => ({
      element: `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`,
      style: [...styleOf(element), ...styleOf(element, '::before'), ...styleOf(element, '::after')],
    }));
  }, root);
}

/** Where two pages' computed styles differ: the element and its differing lines, first 20. */
function styleDifferences(
  actual: Awaited<ReturnType<typeof computedStyles>>,
  expected: Awaited<ReturnType<typeof computedStyles>>,
) {
  expect(actual.map(({ element }) => element)).toEqual(expected.map(({ element }) => element));
  return actual
    .flatMap(({ element, style }, index) => {
      const wanted = new Set(expected[index]?.style);
      return style.filter((line) => !wanted.has(line)).map((line) => `${element} ${line}`);
    })
    .slice(0, 20);
}

// One page of each kind: the home page, the catalogue, a category, a product, a landing page, the
// deals, the quote wizard, a form, a service and a legal page.
const pages = [
  '/',
  '/products',
  '/products/stickers',
  '/stickers/stickers/die-cut-stickers',
  '/labels/embossed-labels',
  '/deals',
  '/start-an-order',
  '/login',
  '/services/design',
  '/terms-of-use',
];

for (const path of pages) {
  test(`${path} looks the same with its cut stylesheet alone as with the full one, on a phone and a desktop`, async ({
    browser,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const [, href = '', inlined = ''] =
      /<style data-precedence="[^"]*" data-href="([^"]+)">([\s\S]*?)<\/style>/.exec(html) ?? [];
    const fullSheet = await (await request.get(href)).text();
    expect(inlined.length).toBeGreaterThan(0);
    expect(inlined.length).toBeLessThan(fullSheet.length * 0.7);

    for (const width of [390, 1280]) {
      // Without scripts the full sheet comes by the page's <noscript> link, or not at all.
      const cut = await openPage(browser, path, { javaScriptEnabled: false, fullSheet: false, width });
      const full = await openPage(browser, path, { javaScriptEnabled: false, fullSheet: true, width });
      expect(await fullSheetRules(cut.page)).toBe(0);
      expect(await fullSheetRules(full.page)).toBeGreaterThan(0);
      expect(styleDifferences(await computedStyles(cut.page), await computedStyles(full.page))).toEqual([]);
      await cut.context.close();
      await full.context.close();
    }
  });
}

for (const path of ['/', '/labels/embossed-labels']) {
  test(`${path} sends its markup before its scripts, and looks the same once hydrated`, async ({
    browser,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script src="[^"]+" async=""|<link rel="preload" as="script"/);
    const scripts = html.search(/<script src="[^"]+" async=""/);
    expect(scripts).toBeGreaterThan(html.indexOf('</footer>'));

    const first = await openPage(browser, path, { javaScriptEnabled: false, fullSheet: true });
    const firstShot = await first.page.screenshot({ fullPage: true });
    await first.context.close();
    const hydrated = await openPage(browser, path, { javaScriptEnabled: true, fullSheet: true });
    expect(firstShot.equals(await hydrated.page.screenshot({ fullPage: true }))).toBe(true);
    // React found the cut sheet by its name and inserted no sheet of its own.
    expect(
      await hydrated.page.evaluate(() => document.querySelectorAll('style[data-precedence]').length),
    ).toBe(1);
    // The one link is to the rest of the sheet, which holds none of the cut's rules.
    const links = await hydrated.page.evaluate(() =>
      Array.from(
        document.querySelectorAll('link[rel="stylesheet"]'),
        (link) => new URL((link as HTMLLinkElement).href).pathname,
      ),
    );
    expect(links).toEqual([expect.stringMatching(/^\/_next\/static\/rest-of\/[\w-]+\/[\w-]+\.css$/)]);
    // Hydrated: the menu opens, which only the page's scripts can do.
    const menu = hydrated.page.getByRole('button', { name: 'Open menu' });
    await expect(async () => {
      await menu.click();
      await expect(hydrated.page.locator('#site-drawer')).toBeVisible({ timeout: 1000 });
    }).toPass();
    // Styled by the rest of the sheet, loaded after the markup: nothing in the markup used its classes.
    expect((await hydrated.page.locator('#site-drawer').boundingBox())?.width).toBe(320);
    expect(hydrated.errors).toEqual([]);
    await hydrated.context.close();
  });
}

test('a page reached by client navigation is styled as when loaded directly', async ({ browser }) => {
  const direct = await openPage(browser, '/start-an-order', { javaScriptEnabled: true, fullSheet: true });
  const expected = await computedStyles(direct.page, 'main');
  await direct.context.close();

  const { context, page, errors } = await openPage(browser, '/terms-of-use', {
    javaScriptEnabled: true,
    fullSheet: true,
  });
  const firstSheet = await page.evaluate(
    () => document.querySelector('style[data-precedence]')!.textContent!,
  );
  await page.getByRole('link', { name: 'Get a Pro Quote' }).first().click();
  await expect(page).toHaveURL(/\/start-an-order$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The wizard uses classes the legal page's cut sheet has no rule for...
  const unruled = await page.evaluate(
    (sheet) =>
      Array.from(document.querySelectorAll('main [class]')).flatMap((element) =>
        Array.from(element.classList).filter((name) => !sheet.includes(`.${CSS.escape(name)}`)),
      ),
    firstSheet,
  );
  expect(unruled.length).toBeGreaterThan(10);
  // ...and looks as it does loaded by itself.
  expect(styleDifferences(await computedStyles(page, 'main'), expected)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
