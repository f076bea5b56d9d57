import { expect, test, type Page } from '@playwright/test';
import { pdfOf, pngOf } from '@/tests/helpers/artwork-files';
import { QuoteWizardPage, uniqueEmail } from './quote-wizard-page';
import { clientAddress } from './support/client-address';

test.use({ extraHTTPHeaders: clientAddress(2) });

const QUOTE_NUMBER = /Q-\d{6}-[0-9A-Z]{5}/;
const SHOP_DATE = /\w{3}, \w{3} \d{1,2}/;

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('after sending, the confirmation shows the quote number, the ready-by date and prefilled account links', async ({
  page,
  context,
}) => {
  const wizard = new QuoteWizardPage(page);
  const email = uniqueEmail('confirmation');
  await wizard.open();
  await wizard.configure();
  const total = await wizard.chooseQuantity('100');
  await wizard.skipUpload();
  await wizard.fillContact({ name: 'Cora Confirm', email, phone: '949 555 0110' });
  // Every fulfillment option names its date.
  await expect(
    wizard.radio(new RegExp(`^Pick up in Aliso Viejo Ready by ${SHOP_DATE.source}$`)),
  ).toBeVisible();
  await expect(
    wizard.radio(new RegExp(`^Free shipping \\(U\\.S\\.\\) Delivered by ${SHOP_DATE.source}$`)),
  ).toBeVisible();
  await wizard.fulfillment('Pick up in Aliso Viejo');
  const readyBy = /Ready by \w{3}, \w{3} \d{1,2}/.exec(
    (await page.getByRole('complementary').innerText()) ?? '',
  )?.[0];
  expect(readyBy).toBeTruthy();

  await wizard.submitButton.click();
  await wizard.expectSubmitted();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you: your quote request is in' }),
  ).toBeVisible();
  const numberText = await page.getByRole('region', { name: 'Quote number' }).innerText();
  const number = QUOTE_NUMBER.exec(numberText)?.[0];
  expect(number).toBeTruthy();
  expect(numberText).toContain(readyBy!);
  const summary = page.getByRole('region', { name: 'Quote summary' });
  await expect(summary).toContainText(total);
  await expect(summary).toContainText('Pick up in Aliso Viejo');
  await expect(summary).toContainText('To be sent later');
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // A reload of the same tab keeps the page.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Quote number' })).toContainText(number!);
  // Before the page's JavaScript arrives, the HTML already shows this tab's intro, not the
  // "no quote" one (the intro is the page's largest paint, so this is its LCP).
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you: your quote request is in' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No quote to show here' })).toBeHidden();
  await page.unroute('**/_next/static/**/*.js');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Quote number' })).toContainText(number!);

  // The account links carry the contact e-mail.
  const follow = () => page.getByRole('region', { name: 'Follow your quote' });
  await follow().getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.goto('/start-an-order/submitted');
  await follow().getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?username=/);
  await expect(page.getByLabel('E-mail')).toHaveValue(email);

  // The customer's e-mail names the same quote.
  expect(await wizard.mailboxFor(email)).toContain(`We received your quote ${number}`);

  // Another tab has no quote to show, and says where to go.
  const other = await context.newPage();
  await other.goto('/start-an-order/submitted');
  await expect(other.getByRole('heading', { level: 1, name: 'No quote to show here' })).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Thank you: your quote request is in' })).toBeHidden();
  await expect(other.getByText(number!)).toHaveCount(0);
  await expect(other.getByRole('link', { name: 'Start a quote' })).toHaveAttribute('href', '/start-an-order');
});

test('the artwork check warns about a 72 DPI image and a PDF of the wrong size; files can be replaced and removed', async ({
  page,
}) => {
  const wizard = new QuoteWizardPage(page);
  const email = uniqueEmail('preflight');
  await wizard.open();
  await wizard.configure({ size: '5" x 5"' });
  await wizard.chooseQuantity('100');

  await wizard.uploadFile({ name: 'photo.png', mimeType: 'image/png', buffer: pngOf(360, 360) });
  await expect(page.getByText('Artwork check: Likely to print poorly')).toBeVisible();
  await expect(
    page.getByText(/Your image is 360 x 360 pixels: 72 DPI at 5 x 5 in\. Below 150 DPI/),
  ).toBeVisible();
  await expect(page.locator('#step-upload img')).toBeVisible();
  await expect(page.getByText(/360 x 360 pixels$/)).toBeVisible();

  // Replacing the file checks the new one.
  await page.getByLabel(/^Artwork file/).setInputFiles({
    name: 'letter.pdf',
    mimeType: 'application/pdf',
    buffer: pdfOf(612, 792),
  });
  await expect(page.getByText('Selected: letter.pdf')).toBeVisible();
  await expect(page.getByText(/PDF, 1 page, 8\.5 x 11 in$/)).toBeVisible();
  await expect(page.getByText('Artwork check: Check recommended')).toBeVisible();
  await expect(
    page.getByText('For 5 x 5 in the page should be 5.25 x 5.25 in (0.125 in bleed on each side)', {
      exact: false,
    }),
  ).toBeVisible();
  await page.getByText('Artwork tips: bleed, safe zone and resolution').click();
  await expect(page.getByText(/^Bleed: extend background colours/)).toBeVisible();

  await page.getByRole('button', { name: 'Remove file' }).click();
  await expect(page.getByText(/^Selected:/)).toHaveCount(0);
  await expect(page.getByText(/^Artwork check:/)).toHaveCount(0);

  // Sent with the quote, the server checks the stored file again and tells the customer too.
  await page.getByLabel(/^Artwork file/).setInputFiles({
    name: 'letter.pdf',
    mimeType: 'application/pdf',
    buffer: pdfOf(612, 792),
  });
  await wizard.fillContact({ name: 'Pia Preflight', email, phone: '949 555 0111' });
  await wizard.fulfillment('Pick up in Aliso Viejo');
  await wizard.submitButton.click();
  await wizard.expectSubmitted();
  await expect(page.getByRole('region', { name: 'Quote summary' })).toContainText(
    'letter.pdf: Check recommended',
  );
  expect(await wizard.mailboxFor(email)).toContain(
    'Artwork check: Check recommended. Your PDF is 1 page, 8.5 x 11 in. For 5 x 5 in',
  );
});

test('at 390 px a bottom bar keeps the total and the next action in view, without overflow', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const wizard = new QuoteWizardPage(page);
  await wizard.open();
  await wizard.configure();
  const total = await wizard.chooseQuantity('250');
  const bar = page.locator('#quote-bottom-bar');
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(total);
  await expect(bar).toContainText(/Ready by/);

  // "Next step" takes the shopper to the step to fill in.
  await bar.getByRole('button', { name: 'Next step' }).click();
  await expect(wizard.radio('Upload my artwork now')).toBeFocused();
  await wizard.skipUpload();
  await wizard.fillContact({ name: 'Mo Mobile', email: uniqueEmail('mobile'), phone: '949 555 0112' });
  await wizard.fulfillment('Free shipping (U.S.)');
  await wizard.fillAddress();
  await expect(bar).toContainText(/Delivered by/);

  // One Submit Quote, in the bar; the form's last field is not hidden behind it.
  await expect(page.getByRole('button', { name: 'Submit Quote' })).toHaveCount(1);
  await expect(bar.getByRole('button', { name: 'Submit Quote' })).toBeVisible();
  await page.getByLabel('Country').scrollIntoViewIfNeeded();
  const field = await page.getByLabel('Country').boundingBox();
  const barBox = await bar.boundingBox();
  expect(field!.y + field!.height).toBeLessThanOrEqual(barBox!.y);
  await expectNoHorizontalOverflow(page);

  await wizard.submitButton.click();
  await wizard.expectSubmitted();
  await expect(page.getByRole('region', { name: 'Quote number' })).toContainText(QUOTE_NUMBER);
  await expect(page.getByRole('region', { name: 'Quote number' })).toContainText(/Delivered by/);
  await expectNoHorizontalOverflow(page);
});

test('at 1280 px the summary stays in view beside the form while scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const wizard = new QuoteWizardPage(page);
  await wizard.open();
  await wizard.configure();
  const total = await wizard.chooseQuantity('100');
  await wizard.skipUpload();
  await wizard.fulfillment('Free shipping (U.S.)');
  await expect(page.locator('#quote-bottom-bar')).toBeHidden();
  await wizard.submitButton.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  const summary = page.getByRole('complementary');
  await expect(summary).toContainText(total);
  await expect(summary).toBeInViewport();
  await expectNoHorizontalOverflow(page);
});

test('a .txt is refused the moment it is chosen, before Submit, and the file chosen before stays', async ({
  page,
}) => {
  const wizard = new QuoteWizardPage(page);
  await wizard.open();
  await wizard.configure();
  await wizard.chooseQuantity('100');
  await wizard.uploadFile({ name: 'logo.png', mimeType: 'image/png', buffer: pngOf(600, 600) });
  await expect(page.getByText('Selected: logo.png')).toBeVisible();
  await page.getByLabel(/^Artwork file/).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not artwork'),
  });
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Please upload a PDF, AI, EPS, SVG, PNG, JPEG, TIFF or PSD file.' }),
  ).toBeVisible();
  await expect(page.getByLabel(/^Artwork file/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Selected: logo.png')).toBeVisible();
  await expect(page.getByText('notes.txt')).toHaveCount(0);
});

test('at 390 px finished steps fold to one line; Change reopens one with focus on its choice', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const wizard = new QuoteWizardPage(page);
  // A product page's link: every step up to the quantity is finished on arrival.
  await wizard.open(
    '?product=stickers-labels&option=die-cut&embossing=none&width=3&height=3&finish=matte&quantity=100',
  );
  const finishStep = page.locator('#step-finishOption');
  await expect(finishStep).toContainText('Finish: Matte');
  await expect(wizard.radio('Gloss')).toBeHidden();
  await expect(page.locator('#step-size')).toContainText('Size: 3 x 3 in');
  await page.screenshot({ path: testInfo.outputPath('wizard-folded-390.png'), fullPage: true });

  // Reopened with the keyboard: focus lands on the chosen finish; arrows change it without folding.
  await finishStep.getByRole('button', { name: 'Change finish' }).focus();
  await page.keyboard.press('Enter');
  await expect(wizard.radio('Matte')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(wizard.radio('Gloss')).toBeChecked();
  await expect(wizard.radio('Gloss')).toBeVisible();
  // Tabbing out folds it with the new choice.
  await page.keyboard.press('Tab');
  await expect(finishStep).toContainText('Finish: Gloss');
  await expect(wizard.radio('Gloss')).toBeHidden();

  // By touch: the choice made folds the step at once, its Change button then has focus.
  await page.locator('#step-size').getByRole('button', { name: 'Change size' }).click();
  await expect(wizard.radio('3" x 3"')).toBeFocused();
  await wizard.radio('4" x 4"').check();
  await expect(page.locator('#step-size')).toContainText('Size: 4 x 4 in');
  await expect(page.locator('#step-size').getByRole('button', { name: 'Change size' })).toBeFocused();

  // The bar reserves its height: the end of the page is never under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bar = await page.locator('#quote-bottom-bar').boundingBox();
  const footerEnd = await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().bottom);
  expect(footerEnd).toBeLessThanOrEqual(bar!.y + 1);

  // At 1280 px every step stays open.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(wizard.radio('Gloss')).toBeVisible();
  await expect(finishStep.getByRole('button', { name: 'Change finish' })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('wizard-1280.png'), fullPage: true });
});
