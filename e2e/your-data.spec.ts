import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { AccountPages, uniqueUser } from './support/accounts';
import { QuoteWizardPage } from './quote-wizard-page';
import { clientAddress } from './support/client-address';

test.use({ extraHTTPHeaders: clientAddress(8) });

/** The screen at a phone's width and a desktop's, for looking at (not compared). */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots-data/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

test('a customer saves an address, the wizard offers it (default first), and a new one is saved with the quote', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customer = uniqueUser();
  await new AccountPages(page).signedInThroughApi(customer);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Saved addresses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved addresses' })).toBeVisible();
  await expect(page.getByText('You have not saved an address yet.')).toBeVisible();

  // A refusal names its field and keeps what was typed.
  const add = page.getByRole('form', { name: 'Add an address' });
  await add.getByLabel('Address line 1').fill('100 Harbor Blvd');
  await add.getByLabel('City').fill('Laguna Niguel');
  await add.getByLabel('State').selectOption({ label: 'California' });
  await add.getByLabel('ZIP code').fill('9267');
  await add.getByRole('button', { name: 'Add address' }).click();
  await expect(
    add.getByRole('alert').filter({ hasText: 'ZIP code must be exactly 5 digits.' }).first(),
  ).toBeVisible();
  await expect(add.getByLabel('Address line 1')).toHaveValue('100 Harbor Blvd');
  await add.getByLabel('ZIP code').fill('92677');
  await add.getByRole('button', { name: 'Add address' }).click();
  const saved = page.getByRole('list', { name: 'Your addresses' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('100 Harbor Blvd');
  await expect(saved).toContainText('Default');

  const wizard = new QuoteWizardPage(page);
  await wizard.open();
  await wizard.configure();
  await wizard.chooseQuantity('100');
  await wizard.skipUpload();
  await wizard.fillContact({ name: 'Ada Tester', email: customer.email, phone: '9495550100' });
  await wizard.fulfillment('Free shipping (U.S.)');
  // The default is filled in; choosing "A new address" empties the fields for typing.
  await expect(wizard.radio(/^100 Harbor Blvd, Laguna Niguel, California 92677/)).toBeChecked();
  await expect(page.getByLabel('Address line 1')).toHaveValue('100 Harbor Blvd');
  await page.locator('#step-address').screenshot({ path: '/tmp/shots-data/wizard-saved-address.png' });
  await wizard.radio('A new address').check();
  await expect(page.getByLabel('Address line 1')).toHaveValue('');
  await wizard.fillAddress({ line1: '9 Dock St', city: 'Irvine', state: 'California', zip: '92618' });
  await page.getByLabel('Save this address to my account').check();
  await wizard.submitButton.click();
  await wizard.expectSubmitted();

  await page.goto('/dashboard/addresses');
  await expect(saved).toHaveCount(2);
  await expect(saved.nth(1)).toContainText('9 Dock St');
  await shoot(page, 'addresses');
});

test('a sign-in that a page asked for returns to that page, and a link cannot send it elsewhere', async ({
  page,
}) => {
  const customer = uniqueUser();
  const accounts = new AccountPages(page);
  await accounts.signedInThroughApi(customer);
  await page.context().clearCookies();

  await accounts.submitLogin(customer.email, customer.password, '/login?next=%2Fdashboard%2Fyour-data');
  await accounts.enterSmsCode(customer, /\/dashboard\/your-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();

  await page.context().clearCookies();
  await accounts.submitLogin(customer.email, customer.password, '/login?next=%2F%2Fevil.example%2Fdashboard');
  await accounts.enterSmsCode(customer);
});

test('a customer downloads their data, deletes the account, and can no longer log in', async ({ page }) => {
  test.setTimeout(120_000);
  const customer = uniqueUser();
  const accounts = new AccountPages(page);
  await accounts.signedInThroughApi(customer);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Your data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await shoot(page, 'your-data');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download your data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^your-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data).toMatchObject({
    format: 'coastline-print-account-data',
    version: 1,
    account: { email: customer.email, emailVerified: true },
    quotes: [],
  });

  const remove = page.getByRole('form', { name: 'Delete your account' });
  await remove.getByRole('button', { name: 'Delete my account' }).click();
  await expect(remove.getByRole('alert')).toHaveText('Please type DELETE to confirm.');
  await remove.getByLabel('Type DELETE to confirm').fill('DELETE');
  await remove.getByRole('button', { name: 'Delete my account' }).click();
  const deleted = page.getByRole('status').filter({ hasText: 'Your account has been deleted.' });
  await expect(deleted).toBeVisible();
  await expect(deleted).toBeFocused();
  // What belonged to the account goes with it: no download, no way back to a dashboard.
  await expect(page.getByRole('link', { name: 'Download your data' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to your dashboard' })).toHaveCount(0);
  await shoot(page, 'deleted');

  await accounts.submitLogin(customer.email, customer.password);
  await expect(accounts.errorPanel()).toContainText('Incorrect username or password.');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});
