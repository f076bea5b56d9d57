import { expect, test, type Page } from '@playwright/test';
import { expectPickupMoney, QuoteWizardPage, uniqueEmail } from './quote-wizard-page';
import { clientAddress } from './support/client-address';

test.use({ extraHTTPHeaders: clientAddress(13) });

/**
 * Every catalogue category can be quoted: its product page's "Get a Pro Quote" opens the wizard
 * on the product's own option with the size and material chosen on the page, the wizard prices
 * it by the product's own price line, and the quote goes through with its material and size.
 */

/** On a product page: picks a size and material (when given) and follows Get a Pro Quote. */
async function quoteFromProductPage(page: Page, path: string, choices: { size?: string; material?: string }) {
  await page.goto(path);
  if (choices.size)
    await page.getByRole('group', { name: 'Size' }).getByText(choices.size, { exact: true }).click();
  if (choices.material) {
    await page.getByRole('group', { name: 'Material' }).getByText(choices.material, { exact: true }).click();
  }
  await page.getByRole('main').getByRole('button', { name: 'Get a Pro Quote' }).click();
  await expect(page).toHaveURL(/\/start-an-order\?/);
}

/** The rest of the journey: a quantity, no artwork, contact, pickup, submitted; returns the customer's mailbox. */
async function submitPickup(
  wizard: QuoteWizardPage,
  quantityPattern: RegExp,
  label: string,
): Promise<string> {
  const quantity = wizard.radio(quantityPattern);
  await quantity.check();
  const total = /\$[\d,]+\.\d{2}/.exec(
    await wizard.page.locator('label', { has: quantity }).innerText(),
  )?.[0];
  expect(total).toBeTruthy();
  await expect(wizard.page.getByRole('complementary')).toContainText(total!);
  const email = uniqueEmail(label);
  await wizard.skipUpload();
  await wizard.fillContact({ name: 'Casey Category', email, phone: '949 555 0199' });
  await wizard.fulfillment('Pick up in Aliso Viejo');
  await wizard.submitButton.click();
  await wizard.expectSubmitted();
  const mailbox = await wizard.mailboxFor(email);
  expectPickupMoney(mailbox, total!);
  return mailbox;
}

test('stickers & labels: an embossed label page opens the spec flow with its size and embossing', async ({
  page,
}) => {
  const wizard = new QuoteWizardPage(page);
  await quoteFromProductPage(page, '/stickers/labels/embossed-labels', { size: '3" x 3"' });
  await expect(wizard.radio('Stickers & Labels')).toBeChecked();
  await expect(wizard.radio('Rectangular & Square')).toBeChecked();
  await expect(wizard.radio('White label paper')).toBeChecked();
  await expect(wizard.radio('Standard 2 Layer Embossing')).toBeChecked();
  await wizard.radio('Gloss').check();
  await expect(wizard.radio('3" x 3"')).toBeChecked();
  const mailbox = await submitPickup(wizard, /^250 pieces: /, 'labels');
  expect(mailbox).toContain('Size: 3 x 3 in');
  expect(mailbox).toContain('Material: White label paper');
  expect(mailbox).toContain('Embossing: Standard 2 Layer Embossing');
});

test("stickers: each material is priced by its own product's line, and a discounted one says so", async ({
  page,
}) => {
  const wizard = new QuoteWizardPage(page);
  // Shape stickers: $0.74 at 100 of 2" x 2", 10 % off (content/price-book.ts, hand-worked in
  // tests/quote-api/price-table.integ.test.ts): 50 x 102 + 50 x 32 cents.
  await quoteFromProductPage(page, '/stickers/stickers/shape-stickers', { size: '2" x 2"' });
  await expect(wizard.radio('Circular and Oval')).toBeChecked();
  await expect(wizard.radio('White vinyl')).toBeChecked();
  await wizard.radio('None').check();
  await wizard.radio('Matte').check();
  await expect(wizard.radio(/^100 pieces: /)).toHaveAccessibleName('100 pieces: $67.00 $0.67 each');
  await expect(page.getByText('Prices include 10 % off.')).toBeVisible();
  // Gold foil is its own product at $0.89, with no discount: 50 x 136 + 50 x 42 cents.
  await wizard.radio('Gold foil').check();
  await expect(wizard.radio(/^100 pieces: /)).toHaveAccessibleName('100 pieces: $89.00 $0.89 each');
  await expect(page.getByText(/Prices include/)).toHaveCount(0);
  const mailbox = await submitPickup(wizard, /^100 pieces: /, 'gold-foil');
  expect(mailbox).toContain('Material: Gold foil');
});

test('vehicle graphics: a full wrap opens with its vehicle size and vinyl, and takes a custom size in feet and inches', async ({
  page,
}) => {
  const wizard = new QuoteWizardPage(page);
  await quoteFromProductPage(page, '/labels/full-vehicle-wraps', { size: 'Sedan: 17 ft x 5 ft' });
  await expect(wizard.radio('Vehicle Graphics')).toBeChecked();
  await expect(wizard.radio('Full Vehicle Wrap')).toBeChecked();
  await expect(wizard.radio('Cast wrap vinyl')).toBeChecked();
  await expect(page.getByRole('group', { name: /Embossing/ })).toHaveCount(0);
  await wizard.radio('Matte').check();
  await expect(wizard.radio('Sedan: 17 ft x 5 ft')).toBeChecked();
  await expect(wizard.radio(/^1 piece: /)).toBeVisible();
  // A box truck side, 25 ft 6 in x 8 ft: 306 x 96 in = 204 x the 12 x 12 in reference at 10368 cents,
  // scaled by 204^0.76 = 56.92708: 590219.99 -> 590220 cents.
  await wizard.radio('Custom size').check();
  await page.getByLabel('Width (feet)').fill('25');
  await page.getByLabel('Width (inches)').fill('6');
  await page.getByLabel('Height (feet)').fill('8');
  await expect(wizard.radio(/^1 piece: /)).toHaveAccessibleName('1 piece: $5,902.20 $5,902.20 each');
  const summary = page.getByRole('complementary');
  await expect(summary).toContainText('25 ft 6 in x 8 ft (306 x 96 in)');
  const mailbox = await submitPickup(wizard, /^1 piece: /, 'wrap');
  expect(mailbox).toContain('Product: Vehicle Graphics - Full Vehicle Wrap');
  expect(mailbox).toContain('Size: 25 ft 6 in x 8 ft (306 x 96 in)');
  expect(mailbox).toContain('Material: Cast wrap vinyl');
});

test('window graphics: clear decals open with the chosen window size and film', async ({ page }) => {
  const wizard = new QuoteWizardPage(page);
  await quoteFromProductPage(page, '/labels/clear-window-decals', {
    size: 'Up to 48 × 72 in: 4 ft x 6 ft',
    material: 'Clear adhesive vinyl',
  });
  await expect(wizard.radio('Window Graphics')).toBeChecked();
  await expect(wizard.radio('Clear Window Decals')).toBeChecked();
  await expect(wizard.radio('Clear adhesive vinyl')).toBeChecked();
  await wizard.radio('Gloss').check();
  await expect(wizard.radio('Up to 48 × 72 in: 4 ft x 6 ft')).toBeChecked();
  const mailbox = await submitPickup(wizard, /^2 pieces: /, 'window');
  expect(mailbox).toContain('Size: 4 ft x 6 ft (48 x 72 in)');
  expect(mailbox).toContain('Material: Clear adhesive vinyl');
});

test('magnets: car magnets open with their size and vehicle magnet', async ({ page }) => {
  const wizard = new QuoteWizardPage(page);
  await quoteFromProductPage(page, '/labels/car-magnets', { size: '18" x 24"' });
  await expect(wizard.radio('Magnets')).toBeChecked();
  await expect(wizard.radio('Car Magnets')).toBeChecked();
  await expect(wizard.radio('30 mil vehicle magnet')).toBeChecked();
  await wizard.radio('Matte').check();
  await expect(wizard.radio('18" x 24"')).toBeChecked();
  const mailbox = await submitPickup(wizard, /^10 pieces: /, 'magnets');
  expect(mailbox).toContain('Size: 18 x 24 in');
  expect(mailbox).toContain('Material: 30 mil vehicle magnet');
});

test('packaging: hang tags open with their size and kraft cardstock', async ({ page }) => {
  const wizard = new QuoteWizardPage(page);
  await quoteFromProductPage(page, '/labels/hang-tags', { size: '2" x 4"', material: 'Kraft cardstock' });
  await expect(wizard.radio('Packaging')).toBeChecked();
  await expect(wizard.radio('Hang Tags')).toBeChecked();
  await expect(wizard.radio('Kraft cardstock')).toBeChecked();
  await wizard.radio('Matte').check();
  await expect(wizard.radio('2" x 4"')).toBeChecked();
  const mailbox = await submitPickup(wizard, /^500 pieces: /, 'packaging');
  expect(mailbox).toContain('Product: Packaging - Hang Tags');
  expect(mailbox).toContain('Material: Kraft cardstock');
});

test('choosing another product in the wizard itself: its option preselects its first material and prices its line', async ({
  page,
}) => {
  const wizard = new QuoteWizardPage(page);
  await wizard.open();
  await wizard.radio('Magnets').check();
  await wizard.radio('Die-Cut Magnets').check();
  await expect(wizard.radio('20 mil magnet')).toBeChecked();
  await expect(page.getByRole('group', { name: /Embossing/ })).toHaveCount(0);
  await wizard.radio('Matte').check();
  await wizard.radio('2" x 2"').check();
  // Die-cut magnets, $1.62 at 100 of 2" x 2", 15 % off: 10 x 248 + 15 x 163 + 25 x 138 + 50 x 108 cents.
  await expect(wizard.radio(/^100 pieces: /)).toHaveAccessibleName('100 pieces: $137.75 $1.38 each');
  await expect(page.getByText('Prices include 15 % off.')).toBeVisible();
});
