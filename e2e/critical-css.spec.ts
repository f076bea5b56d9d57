import { expect, test, type Browser } from '@playwright/test';

/**
 * `npm start` inlines in a prerendered page only the rules its markup uses
 * (scripts/lib/critical-css.mjs); React inserts the full sheet when it hydrates. The page must
 * look the same before its scripts run as after.
 */
async function screenshots(browser: Browser, path: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    javaScriptEnabled,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  // Hydrated: React has inserted the full sheet after the critical one.
  if (javaScriptEnabled)
    await page.waitForFunction(() => document.querySelectorAll('style[data-precedence]').length === 2);
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-precedence]')].map((sheet) => sheet.textContent?.length ?? 0),
  );
  const shot = await page.screenshot({ fullPage: true });
  await context.close();
  return { sheets, shot };
}

for (const path of ['/', '/labels/embossed-labels']) {
  test(`${path} paints with only the rules it uses, as it looks once hydrated`, async ({ browser }) => {
    const first = await screenshots(browser, path, false);
    const hydrated = await screenshots(browser, path, true);
    expect(first.sheets).toHaveLength(1);
    expect(hydrated.sheets).toHaveLength(2);
    expect(hydrated.sheets[0]).toBe(first.sheets[0]);
    // The critical part is well under the full sheet that hydration adds after it.
    expect(first.sheets[0]! * 1.5).toBeLessThan(hydrated.sheets[1]!);
    expect(first.shot.equals(hydrated.shot)).toBe(true);
  });
}
