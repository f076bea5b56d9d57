import type { Page } from '@playwright/test';

/** Starts recording every request the page makes to a host other than the site's own. */
export function recordForeignRequests(page: Page, baseURL: string | undefined): string[] {
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && new URL(url).origin !== origin) foreign.push(url);
  });
  return foreign;
}
