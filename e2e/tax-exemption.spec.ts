import { expect, test } from '@playwright/test';
import { AccountPages, uniqueUser } from './support/accounts';
import { QuoteWizardPage, samplePdf } from './quote-wizard-page';
import { clientAddress } from './support/client-address';

test.use({ extraHTTPHeaders: clientAddress(9) });

/** Listed in STAFF_EMAILS for the e2e server (playwright.config.ts); only this spec signs it up. */
const STAFF_EMAIL = 'tax-staff-e2e@example.com';

test('a customer sends a resale certificate, staff approve it, and the dashboard shows it approved; staff edit the rates', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = uniqueUser();
  const accounts = new AccountPages(page);
  const number = `SR-${Date.now()}`;
  await accounts.signedInThroughApi(customer);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Tax exemption' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tax exemption' })).toBeVisible();
  await expect(page.getByText('You have not sent a certificate yet.')).toBeVisible();

  // Without a file, or with a file of the wrong type, nothing is sent and what was typed stays.
  await page.getByLabel('Certificate or permit number').fill(number);
  await page.getByLabel('Expiry date').fill('2099-06-30');
  await page.getByRole('button', { name: 'Send certificate' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please choose the certificate file.' }).first(),
  ).toBeVisible();
  await page
    .getByLabel(/Certificate file/)
    .setInputFiles({ name: 'scan.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await page.getByRole('button', { name: 'Send certificate' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Please upload the certificate as a PDF, PNG or JPEG file.' })
      .first(),
  ).toBeVisible();
  await expect(page.getByLabel('Certificate or permit number')).toHaveValue(number);

  await page
    .getByLabel(/Certificate file/)
    .setInputFiles({ name: 'cdtfa-230.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await page.getByRole('button', { name: 'Send certificate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'we will review your certificate' })).toBeVisible();
  const mine = page.getByRole('list', { name: 'Your certificates' }).getByRole('listitem');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(`California resale certificate ${number}`);
  await expect(mine).toContainText('Waiting for review');

  // Staff find it in the console's queue, open the file and approve it.
  const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await new AccountPages(staff).staffSignedInThroughApi(STAFF_EMAIL);
  await staff.goto('/admin');
  await staff
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Tax certificates' })
    .click();
  const review = staff.getByRole('form', { name: `Review California resale certificate ${number}` });
  await expect(review).toBeVisible();
  const item = staff.getByRole('listitem').filter({ has: review });
  await expect(item).toContainText(customer.email);
  const file = await staff
    .context()
    .request.get((await item.getByRole('link', { name: 'Open cdtfa-230.pdf' }).getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await review.getByLabel('Note to the customer').fill('Checked with the CDTFA.');
  await review.getByRole('button', { name: 'Approve' }).click();
  const decided = staff.getByRole('region', { name: 'Latest decisions' });
  await expect(decided).toContainText(`California resale certificate ${number}: approved`);
  await expect(review).toHaveCount(0);

  // The customer is e-mailed the decision, and their page shows it approved.
  await accounts.mailbox.latest(customer.email, /We approved your California resale certificate/);
  await page.goto('/dashboard/tax-exemption');
  await expect(mine).toContainText('Approved');
  await expect(mine).toContainText('Note from the shop: Checked with the CDTFA.');

  // The exempt customer's next order, signed in, carries no tax, and every place says why.
  const wizard = new QuoteWizardPage(page);
  await wizard.open();
  await wizard.configure();
  const price = await wizard.chooseQuantity('100');
  await wizard.skipUpload();
  await wizard.fillContact({ name: 'Exempt Buyer', email: customer.email, phone: '949 555 0188' });
  await wizard.fulfillment('Pick up in Aliso Viejo');
  await wizard.submitButton.click();
  await wizard.expectSubmitted();
  const exemption = `Exempt: California resale certificate ${number}, expires June 30, 2099`;
  const confirmation = page.getByRole('main');
  await expect(confirmation).toContainText(`Sales tax$0.00 (${exemption})`);
  await expect(confirmation).toContainText(`Total${price}`);
  const mail = await wizard.mailboxFor(customer.email);
  expect(mail).toContain(`Sales tax: $0.00 (${exemption})`);
  expect(mail).toContain(`Total: ${price}`);

  // Staff add a state where the shop collects tax (a rate above 20 % is refused); California stays.
  await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Sales tax' }).click();
  const rates = staff.getByRole('list', { name: 'Tax rates' });
  await expect(rates).toContainText('California: 7.75%');
  await expect(staff.getByRole('button', { name: 'Remove California' })).toHaveCount(0);
  const add = staff.getByRole('region', { name: 'Add a state' });
  await add.getByLabel(/State/).fill('NV');
  await add.getByLabel(/Rate/).fill('25');
  await add.getByRole('button', { name: 'Add state' }).click();
  await expect(add.getByRole('alert').filter({ hasText: 'from 0 to 20' }).first()).toBeVisible();
  await expect(add.getByLabel(/State/)).toHaveValue('NV');
  await add.getByLabel(/Rate/).fill('8.25');
  await add.getByRole('button', { name: 'Add state' }).click();
  await expect(rates).toContainText('Nevada: 8.25%');
  await staff.getByRole('button', { name: 'Remove Nevada' }).click();
  await expect(rates).not.toContainText('Nevada');
});
