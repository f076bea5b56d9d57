import type { Page } from '@playwright/test';

/** The page's JSON-LD object of the given schema.org type. */
export async function structuredData(page: Page, type: string): Promise<Record<string, unknown> | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((block) => JSON.parse(block) as Record<string, unknown>)
    .find((data) => data['@type'] === type);
}
