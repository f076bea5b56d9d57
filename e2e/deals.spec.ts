import { expect, test } from '@playwright/test';

const code = 'COAST25';

async function expectCatalogueAndQuote(page: import('@playwright/test').Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Start Your Order' })).toHaveAttribute(
    'href',
    '/start-an-order',
  );
  await expect(main.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  await expect(main.getByText('This offer cannot be combined with other offers.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Shop Stickers' })).toHaveAttribute(
    'href',
    '/products/stickers',
  );
  await expect(main.getByRole('link', { name: 'Shop Labels' })).toHaveAttribute('href', '/products/labels');
  await expect(main.getByRole('link', { name: 'Shop Specialty' })).toHaveAttribute(
    'href',
    '/products/specialty',
  );
}

test('after December 31, 2025 the deal says plainly it has ended and still offers the catalogue and a quote', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2026-11-22T12:00:00Z'));
  await page.goto('/deals');
  await expect(
    page.getByRole('heading', { level: 2, name: '25% Off Custom Stickers & Labels' }),
  ).toBeVisible();
  await expect(page.getByText('This offer has ended')).toBeVisible();
  await expect(page.getByText(/It ended on December 31, 2025/)).toBeVisible();
  await expect(page.getByText(/days? remaining/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy Code' })).toHaveCount(0);
  await expectCatalogueAndQuote(page);
});

test('before expiry it counts the days left, rounded up, shows the long date, and copies the code', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // 2025-12-20 10:00 in Orange County: 11 days and 14 hours until the offer ends.
  await page.clock.setFixedTime(new Date('2025-12-20T18:00:00Z'));
  await page.goto('/deals');
  await expect(page.getByTestId('days-remaining')).toHaveText('12 days remaining');
  await expect(page.getByText(/Expires December 31, 2025/)).toBeVisible();
  await expect(page.getByRole('main').getByText(code, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Copy Code' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `Code ${code} copied to your clipboard.`,
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expectCatalogueAndQuote(page);
});
