// The type faces (size, weight, style and family) of the text on a page's first screen. Chromium
// on Linux, which Lighthouse runs here, looks each face up in its browser process the first time a
// page lays text out in it, and the first frame waits for every lookup: 3–6 ms a face on the
// mobile profile's slowed CPU. A page with ten faces on its first screen laid it out in 41–67 ms,
// the same page with one face in 17–22 (docs/performance.md, session 43).
import { chromium } from '@playwright/test';

/** The screen Lighthouse's mobile profile loads pages in. */
const SCREEN = { width: 412, height: 823 };

/** Opens a browser that counts the faces of one page after another; close it when done. */
export async function firstScreenFaces(executablePath) {
  const browser = await chromium.launch({ executablePath });
  return {
    /** How many faces (size, weight, style and family) the first screen of `url` lays text out in. */
    async count(url, cookies) {
      const context = await browser.newContext({ viewport: SCREEN });
      try {
        if (cookies) await context.addCookies(cookies);
        const page = await context.newPage();
        await page.goto(url, { waitUntil: 'load' });
        return await page.evaluate((screenHeight) => {
          const faces = new Set();
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let text = walker.nextNode(); text; text = walker.nextNode()) {
            const element = text.parentElement;
            if (!element || !text.textContent.trim() || element.closest('script, style, noscript, template'))
              continue;
            // Laid out (an invisible tooltip is; a display: none menu is not) and on the first screen.
            const boxes = element.getClientRects();
            if (boxes.length === 0 || boxes[0].top >= screenHeight) continue;
            const style = getComputedStyle(element);
            faces.add(`${style.fontSize} ${style.fontWeight} ${style.fontStyle} ${style.fontFamily}`);
          }
          return faces.size;
        }, SCREEN.height);
      } finally {
        await context.close();
      }
    },
    close: () => browser.close(),
  };
}
