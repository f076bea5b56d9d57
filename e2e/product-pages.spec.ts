import { expect, test, type Page } from '@playwright/test';
import { QuoteWizardPage } from './quote-wizard-page';
import { fitsEveryWidth, MOBILE } from './support/screens';
import { structuredData } from './support/structured-data';

/** The table's link for one size and quantity, and the total it names. */
async function tableFigure(page: Page, size: string, quantity: string) {
  const table = page.getByRole('table', { name: /price each and total/ });
  const link = table.getByRole('link', { name: new RegExp(`^${size}, ${quantity}: `) });
  const name = (await link.getAttribute('aria-label')) ?? '';
  const [, total = '', each = ''] = /: (\$[\d,]+\.\d{2}) \((\$[\d,]+\.\d{2}) each\)$/.exec(name) ?? [];
  return { link, total, each };
}

for (const { path, size, quantity } of [
  { path: '/stickers/stickers/die-cut-stickers', size: '3" x 3"', quantity: '250' },
  // Embossed, and discounted lines take the same way through the engine.
  { path: '/labels/embossed-labels', size: '4" x 4"', quantity: '1,000' },
  { path: '/stickers/stickers/shape-stickers', size: '2" x 2"', quantity: '50' },
]) {
  test(`${path}: a price in the table is the wizard's price for that size and quantity, which it opens with`, async ({
    page,
  }) => {
    await page.goto(path);
    const { link, total, each } = await tableFigure(page, size, quantity);
    expect(total).toMatch(/^\$/);
    await expect(link).toContainText(`${each} each`);
    await expect(link).toContainText(total);
    await link.click();

    const wizard = new QuoteWizardPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Start an order' })).toBeVisible();
    await expect(wizard.radio(size)).toBeChecked();
    await expect(wizard.radio('Matte')).toBeChecked();
    const chosen = wizard.radio(new RegExp(`^${quantity} pieces: `));
    await expect(chosen).toBeChecked();
    await expect(page.locator('label', { has: chosen })).toContainText(`${total}`);
    await expect(page.getByRole('complementary')).toContainText(total);
  });
}

test('Get a Pro Quote carries the size, finish and quantity chosen on the page into the wizard', async ({
  page,
}) => {
  await page.goto('/stickers/stickers/qr-code-stickers');
  const form = page.getByRole('form', { name: 'Quote choices' });
  await form.getByRole('group', { name: 'Size' }).getByText('4" x 4"').click();
  await form.getByRole('group', { name: 'Finish' }).getByText('Gloss').click();
  await form.getByRole('group', { name: 'Quantity' }).getByText('500', { exact: true }).click();
  await form.getByRole('button', { name: 'Get a Pro Quote' }).click();
  await expect(page).toHaveURL(
    '/start-an-order?product=stickers-labels&option=qr-code&embossing=none&size=4x4&material=white-vinyl&finish=gloss&quantity=500',
  );
  const wizard = new QuoteWizardPage(page);
  await expect(wizard.radio('QR Code')).toBeChecked();
  await expect(wizard.radio('None')).toBeChecked();
  await expect(wizard.radio('4" x 4"')).toBeChecked();
  await expect(wizard.radio('Gloss')).toBeChecked();
  await expect(wizard.radio(/^500 pieces: /)).toBeChecked();
  await expect(
    page.locator('#quote-bottom-bar, [aria-labelledby="quote-summary-title"]').first(),
  ).toContainText(/\$\d/);
});

test('a product page lists its specs, the ready-by date, and questions published as FAQPage data', async ({
  page,
}) => {
  await page.goto('/labels/car-magnets');
  const specs = page.getByRole('region', { name: 'Specifications' });
  await expect(specs.getByRole('definition')).toHaveCount(5);
  await expect(specs).toContainText('Vehicle-grade flexible magnet');
  await expect(specs).toContainText(/Minimum order\s*2 pieces/);
  await expect(page.getByTestId('ready-by')).toHaveText(
    /^Order by 12 pm Pacific Time on \w{3}, \w{3} \d{1,2}: ready for pickup \w{3}, \w{3} \d{1,2}, or delivered by \w{3}, \w{3} \d{1,2} when shipped\.$/,
  );

  const faq = page.getByRole('region', { name: 'Questions and answers' });
  const questions = await faq.locator('summary').allTextContents();
  expect(questions.length).toBeGreaterThan(2);
  const answer = faq.getByText(/steel panel/);
  await expect(answer).toBeHidden();
  await faq.getByText('Will a car magnet stay on at highway speed?').click();
  await expect(answer).toBeVisible();
  const data = await structuredData(page, 'FAQPage');
  expect((data?.mainEntity as { name: string }[]).map((entry) => entry.name)).toEqual(questions);
});

test('the price table scrolls inside its box on a phone with the sizes held in place; screenshots', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/stickers/stickers/die-cut-stickers');
  const region = page.getByRole('region', { name: /price each and total/ });
  const sizeCell = region.getByRole('rowheader').first();
  const before = await sizeCell.boundingBox();
  await region.evaluate((element) => element.scrollBy({ left: 400 }));
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
  expect((await sizeCell.boundingBox())?.x).toBe(before?.x);
  await fitsEveryWidth(page, testInfo, 'product-page');
});
