import { expect, test } from '@playwright/test';
import { site } from '@/content/site';
import { QuoteWizardPage, samplePdf, uniqueEmail } from './quote-wizard-page';

const quotesPath = '/api/quote-service/public/v1/quotes';

test('pickup without a file: from product to the home page with the quote e-mailed', async ({ page }) => {
  const wizard = new QuoteWizardPage(page);
  const email = uniqueEmail('pickup');
  await wizard.open();
  await wizard.configure();
  const total = await wizard.chooseQuantity('100');
  const summary = page.getByRole('complementary');
  await expect(summary).toContainText(total);
  await summary.getByRole('button', { name: 'Hide summary' }).click();
  await expect(summary.getByText(total)).toBeHidden();
  await summary.getByRole('button', { name: 'Show summary' }).click();
  await expect(summary.getByText(/Die Cut/)).toBeVisible();
  await wizard.skipUpload();
  await wizard.fillContact({ name: 'Pat Pickup', email, phone: '949 555 0101' });
  await wizard.fulfillment('Pick up in Aliso Viejo');
  await expect(page.getByLabel('Address line 1')).toHaveCount(0);
  await wizard.submitButton.click();
  await wizard.expectSubmitted();
  const mailbox = await wizard.mailboxFor(email);
  expect(mailbox).toContain('We received your quote Q-');
  expect(mailbox).toContain(`Total: ${total}`);
});

test('ship with a PDF upload: the file is uploaded with progress, the shop e-mail links to it', async ({
  page,
}) => {
  const wizard = new QuoteWizardPage(page);
  const email = uniqueEmail('ship');
  const progress = page.getByRole('progressbar');
  // Hold the upload until the progress bar has been seen.
  await page.route('**/api/uploads/**', async (route) => {
    await expect(progress).toBeVisible();
    await route.continue();
  });
  await wizard.open('?product=stickers-labels&option=qr-code');
  await expect(wizard.radio('QR Code')).toBeChecked();
  await wizard.radio('Standard 2 Layer Embossing').check();
  await wizard.radio('Gloss').check();
  await wizard.radio('3" x 3"').check();
  await wizard.chooseQuantity('500');
  await wizard.uploadFile({ name: 'logo.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await wizard.fillContact({ name: 'Sam Shipper', email, phone: '(949) 555-0102' });
  await wizard.fulfillment('Free shipping (U.S.)');
  await wizard.fillAddress();
  await wizard.submitButton.click();
  await wizard.expectSubmitted();
  const confirmation = await wizard.mailboxFor(email);
  expect(confirmation).toContain('Artwork: received');
  expect(confirmation).not.toContain('/api/quotes/artwork/');
  const number = /We received your quote (Q-[0-9A-Z-]+)/.exec(confirmation)![1]!;

  // The shop's notice links to the file through a stable link that redirects to a fresh download.
  const shopMailbox = await wizard.mailboxFor(site.email);
  const notice = shopMailbox.slice(shopMailbox.indexOf(`Quote number: ${number}`));
  const link = /Artwork: (http:\/\/127\.0\.0\.1:\d+\/api\/quotes\/artwork\/[\w-]{22})/.exec(notice)?.[1];
  expect(link).toBeTruthy();
  const redirect = await page.request.get(link!, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers()['cache-control']).toBe('no-store');
  expect(redirect.headers()['referrer-policy']).toBe('no-referrer');
  const download = await page.request.get(link!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toBe('attachment; filename="logo.pdf"');
  expect(Buffer.from(await download.body()).equals(samplePdf())).toBe(true);
});

test('dropoff with a custom size and quantity, and every quantity and address message in place', async ({
  page,
}) => {
  const wizard = new QuoteWizardPage(page);
  await wizard.open();
  await wizard.configure({ size: 'Custom size' });
  await wizard.customSize('3.5', '2');
  const quantity = page.getByLabel('Custom quantity', { exact: true });
  await wizard.customQuantity('52');
  await expect(quantity).toHaveAccessibleDescription('Custom quantity must be in increments of 5.');
  await quantity.fill('45');
  await expect(quantity).toHaveAccessibleDescription(
    'Custom quantity must be greater than 50. Custom quantity must be in increments of 5.',
  );
  await quantity.fill('100001');
  await expect(quantity).toHaveAccessibleDescription(
    'Custom quantity must be less than 100,000. Custom quantity must be in increments of 5.',
  );
  await quantity.fill('1250');
  const form = page.getByRole('form', { name: 'Quote request' });
  await expect(form.getByText(/^\$[\d,]+\.\d{2} \(\$\d+\.\d{2} each\)$/)).toBeVisible();
  await wizard.skipUpload();
  await wizard.fillContact({ name: 'Drew Dropoff', email: uniqueEmail('dropoff'), phone: '949 555 0103' });
  await wizard.fulfillment('Free local drop-off (South Orange County)');
  await wizard.submitButton.click();
  for (const [label, message] of [
    ['Address line 1', 'Address Line 1 is required.'],
    ['City', 'City is required.'],
    ['State', 'State is required.'],
    ['Postal code', 'Postal Code is required.'],
    ['Country', 'Country is required.'],
  ] as const) {
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(message);
  }
  await wizard.fillAddress();
  await wizard.submitButton.click();
  await wizard.expectSubmitted();
});

test('an invalid submit shows the contact and file messages beside their fields and sends nothing', async ({
  page,
}) => {
  const wizard = new QuoteWizardPage(page);
  const posts: string[] = [];
  page.on('request', (request) => request.url().includes(quotesPath) && posts.push(request.method()));
  await wizard.open();
  await wizard.configure();
  await wizard.chooseQuantity('250');
  await wizard.radio('Upload my artwork now').check();
  await wizard.fulfillment('Pick up in Aliso Viejo');
  await wizard.submitButton.click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('Name is required.');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
    'Email address is required.',
  );
  await expect(page.getByLabel('Phone', { exact: true })).toHaveAccessibleDescription(
    'Phone number is required.',
  );
  await expect(page.getByLabel(/^Artwork file/)).toHaveAccessibleDescription('File upload is required.');
  await expect(page.getByLabel(/^Artwork file/)).toBeFocused();
  expect(posts).toEqual([]);
});

test('a name over 64 characters is refused with a message naming the limit, before anything is sent', async ({
  page,
}) => {
  const wizard = new QuoteWizardPage(page);
  const posts: string[] = [];
  page.on('request', (request) => request.url().includes(quotesPath) && posts.push(request.method()));
  await wizard.open();
  await wizard.configure();
  await wizard.chooseQuantity('250');
  await wizard.skipUpload();
  await wizard.fillContact({ name: 'N'.repeat(65), email: uniqueEmail('long-name'), phone: '949 555 0103' });
  await wizard.fulfillment('Pick up in Aliso Viejo');
  await wizard.submitButton.click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
    'Name must be at most 64 characters.',
  );
  expect(posts).toEqual([]);
});

test('a double click submits the quote once', async ({ page }) => {
  const wizard = new QuoteWizardPage(page);
  const posts: string[] = [];
  page.on('request', (request) => request.url().includes(quotesPath) && posts.push(request.method()));
  await wizard.open();
  await wizard.configure({ option: 'Circular and Oval' });
  await wizard.chooseQuantity('50');
  await wizard.skipUpload();
  await wizard.fillContact({ name: 'Dee Double', email: uniqueEmail('double'), phone: '949 555 0104' });
  await wizard.fulfillment('Pick up in Aliso Viejo');
  await wizard.submitButton.dblclick();
  await wizard.expectSubmitted();
  expect(posts).toEqual(['POST']);
});

test('a reload mid-way keeps what was entered', async ({ page }) => {
  const wizard = new QuoteWizardPage(page);
  await wizard.open();
  await wizard.configure({
    option: 'Rectangular & Square',
    embossing: 'HD 4 Layer Embossing',
    size: '5" x 3"',
  });
  await wizard.chooseQuantity('1,000');
  await wizard.skipUpload();
  await page.getByLabel('Name', { exact: true }).fill('Riley Reload');
  await page.reload();
  await expect(wizard.radio('Rectangular & Square')).toBeChecked();
  await expect(wizard.radio('HD 4 Layer Embossing')).toBeChecked();
  await expect(wizard.radio('5" x 3"')).toBeChecked();
  await expect(wizard.radio(/^1,000 pieces: /)).toBeChecked();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Riley Reload');
});

test('a failed submission says so, with or without a file, and keeps the form', async ({ page }) => {
  const wizard = new QuoteWizardPage(page);
  await page.route(`**${quotesPath}`, (route) => route.fulfill({ status: 503, json: { message: 'down' } }));
  await wizard.open();
  await wizard.configure();
  await wizard.chooseQuantity('100');
  await wizard.skipUpload();
  await wizard.fillContact({ name: 'Fay Failure', email: uniqueEmail('fail'), phone: '949 555 0105' });
  await wizard.fulfillment('Pick up in Aliso Viejo');
  await wizard.submitButton.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Quote Submission Failed' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Fay Failure');
  await expect(wizard.submitButton).toBeEnabled();

  await wizard.uploadFile({ name: 'logo.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await page.getByRole('button', { name: 'Close notification' }).click();
  await wizard.submitButton.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Quote Submission Failed' })).toBeVisible();
  await expect(page).toHaveURL(/start-an-order/);
});

test('price errors follow the spec: no connection, and the server message for a 4xx', async ({ page }) => {
  const wizard = new QuoteWizardPage(page);
  await page.route('**/api/calculator-service/public/v1/prices', (route) => route.abort());
  await wizard.open();
  await wizard.configure();
  await expect(
    page.getByText('Unable to connect to the server. Please check your internet connection.'),
  ).toBeVisible();
  await page.unroute('**/api/calculator-service/public/v1/prices');
  await page.route('**/api/calculator-service/public/v1/prices', (route) =>
    route.fulfill({ status: 400, json: { message: 'That size is not available.' } }),
  );
  await wizard.radio('Gloss').check();
  await expect(page.getByText('That size is not available.')).toBeVisible();
});
