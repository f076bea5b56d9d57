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
    // The picture first, so a page that does not fit can be looked at.
    await page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}.png`), fullPage: true });
    const { overflow, widest } = await page.evaluate(() => {
      // The innermost element reaching past the right edge: what to fix when the page does not fit.
      const past = [...document.querySelectorAll('body *')].filter(
        (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5,
      );
      const last = past.at(-1);
      return {
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        widest: last ? `${last.tagName.toLowerCase()} "${(last.textContent ?? '').trim().slice(0, 60)}"` : '',
      };
    });
    expect(overflow, `${name} at ${viewport.width} px (past the edge: ${widest})`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(DESKTOP);
}
