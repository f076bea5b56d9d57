import { expect } from '@playwright/test';
import { serverHtmlTest as test } from './support/server-html';

// What a crawler reads: the server's HTML.
test.describe('search engines', () => {
  for (const path of [
    '/login',
    '/signup',
    '/otp',
    '/confirm-signup',
    '/reset-password',
    '/confirm-reset-password',
    '/dev/mailbox',
  ]) {
    test(`${path} asks not to be indexed`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }

  test('public pages may be indexed', async ({ page }) => {
    await page.goto('/products');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('the sitemap leaves out the account screens, the dashboard and /dev', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/contact-us</loc>');
    for (const path of [
      '/login',
      '/signup',
      '/otp',
      '/confirm-signup',
      '/reset-password',
      '/confirm-reset-password',
      '/dashboard',
      '/dev/',
    ])
      expect(sitemap).not.toContain(`${path}</loc>`);
  });

  test('the Open Graph image is a PNG a crawler can show', async ({ page, request }) => {
    await page.goto('/deals');
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/\/og-image\.png$/);
    const response = await request.get(new URL(image!).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect((await response.body()).subarray(1, 4).toString()).toBe('PNG');
  });
});
