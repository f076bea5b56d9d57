import { test as base, type Page } from '@playwright/test';

/**
 * For tests that check only what the server sends: what a crawler reads and what the first
 * paint shows. Their pages run no script, so no check can pass on what only hydration adds.
 *
 * Each worker keeps one such page for all of these tests. A fresh browser context costs about
 * 0.4 CPU-seconds, which is about half of such a test. Before each test, the cookies are
 * cleared and the viewport is reset. With script off, nothing else a test does outlives its
 * next navigation.
 */
export const serverHtmlTest = base.extend<object, { serverHtmlPage: Page }>({
  serverHtmlPage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        javaScriptEnabled: false,
      });
      await provide(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ serverHtmlPage, viewport }, provide) => {
    await serverHtmlPage.context().clearCookies();
    if (viewport) await serverHtmlPage.setViewportSize(viewport);
    await provide(serverHtmlPage);
  },
});
