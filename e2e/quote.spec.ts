import { expect, test } from '@playwright/test';
import { site } from '@/content/site';
import { expectPickupMoney, QuoteWizardPage, samplePdf, uniqueEmail } from './quote-wizard-page';
import { clientAddress } from './support/client-address';

test.use({ extraHTTPHeaders: clientAddress(1) });

const quotesPath = '/api/quote-service/public/v1/quotes';

test('pickup without a file: from product to the confirmation page with the quote e-mailed', async ({
  page,
}) => {
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
  expectPickupMoney(mailbox, total);
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
    ['ZIP code', 'Postal Code is required.'],
  ] as const) {
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(message);
  }
  // U.S. only: the country is not asked for, it is shown fixed (and sent as US).
  await expect(page.getByLabel('Country')).toHaveValue('United States');
  await expect(page.getByLabel('Country')).not.toBeEditable();
  await wizard.fillAddress();
  await wizard.submitButton.click();
  await wizard.expectSubmitted();
});

test('shipping is U.S. only: a state from the list, a bad ZIP is refused keeping the rest, a good one submits', async ({
  page,
}) => {
  const wizard = new QuoteWizardPage(page);
  const email = uniqueEmail('us-address');
  const posts: string[] = [];
  page.on('request', (request) => request.url().includes(quotesPath) && posts.push(request.method()));
  await wizard.open();
  await wizard.configure();
  await wizard.chooseQuantity('250');
  await wizard.skipUpload();
  await wizard.fillContact({ name: 'Una States', email, phone: '949 555 0104' });
  await wizard.fulfillment('Free shipping (U.S.)');
  await expect(page.getByText('Shipping is free anywhere in the United States')).toBeVisible();

  // The state list is a plain select: keyboard users type to pick, no free text is possible.
  const state = page.getByLabel('State');
  await expect(state).toHaveAttribute('autocomplete', 'address-level1');
  await expect(state.getByRole('option')).toHaveCount(52); // the prompt, 50 states and DC
  await state.focus();
  await page.keyboard.type('New Y');
  await expect(state).toHaveValue('NY');
  const zip = page.getByLabel('ZIP code');
  await expect(zip).toHaveAttribute('inputmode', 'numeric');
  await expect(zip).toHaveAttribute('autocomplete', 'postal-code');
  await zip.fill('1234567');
  await expect(zip).toHaveValue('12345'); // maxLength: no more than the spec's 5 digits

  await page.getByLabel('Address line 1').fill('350 Fifth Avenue');
  await page.getByLabel('City').fill('New York');
  await zip.fill('ABCDE');
  await wizard.submitButton.click();
  await expect(zip).toHaveAccessibleDescription('ZIP code must be exactly 5 digits.');
  await expect(zip).toBeFocused();
  expect(posts).toEqual([]);
  await expect(zip).toHaveValue('ABCDE');
  await expect(page.getByLabel('Address line 1')).toHaveValue('350 Fifth Avenue');
  await expect(page.getByLabel('City')).toHaveValue('New York');
  await expect(state).toHaveValue('NY');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Una States');

  await zip.fill('1234');
  await expect(zip).toHaveAccessibleDescription('ZIP code must be exactly 5 digits.');
  await zip.fill('10118');
  await expect(zip).not.toHaveAttribute('aria-invalid');
  await wizard.submitButton.click();
  await wizard.expectSubmitted();
  const number = /We received your quote (Q-[0-9A-Z-]+)/.exec(await wizard.mailboxFor(email))![1]!;
  const shopMailbox = await wizard.mailboxFor(site.email);
  const notice = shopMailbox.slice(shopMailbox.indexOf(`Quote number: ${number}`));
  expect(notice).toContain('Address: 350 Fifth Avenue, New York, NY 10118, US');
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
