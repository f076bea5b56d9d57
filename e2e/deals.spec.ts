import { expect, test } from '@playwright/test';

// The running deal itself is shown in e2e/promotions.spec.ts, where staff create one.

test('with no deal running, /deals says so, never shows an ended deal, and still offers the catalogue and a quote', async ({
  page,
}) => {
  await page.goto('/deals');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'No deal is running right now' })).toBeVisible();
  // The spec's deal ended on December 31, 2025: neither it nor its code is offered.
  await expect(main.getByText('COAST25')).toHaveCount(0);
  await expect(main.getByText('25% Off Custom Stickers & Labels')).toHaveCount(0);
  await expect(page.getByTestId('days-remaining')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Copy Code' })).toHaveCount(0);
  // Either the next deal (one may have been created by another spec) or the standing offer.
  await expect(
    page.getByTestId('next-deal').or(main.getByText('Free shipping on all U.S. orders.')),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: 'Start Your Order' })).toHaveAttribute(
    'href',
    '/start-an-order',
  );
  await expect(main.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  await expect(main.getByRole('link', { name: 'Shop Stickers' })).toHaveAttribute(
    'href',
    '/products/stickers',
  );
  await expect(main.getByRole('link', { name: 'Shop Labels' })).toHaveAttribute('href', '/products/labels');
  await expect(main.getByRole('link', { name: 'Shop Specialty' })).toHaveAttribute(
    'href',
    '/products/specialty',
  );
});
