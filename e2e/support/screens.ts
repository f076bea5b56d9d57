import { expect, type Page, type TestInfo } from '@playwright/test';

/** The widths every page is looked at: a phone and a laptop. */
export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * The page fits a 390 px phone without sideways scrolling; a full-page picture at each width
 * goes into the test's output folder (`test-results/…/<name>-<width>.png`) for a person to look at.
 */
export async function fitsEveryWidth(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${viewport.width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}
