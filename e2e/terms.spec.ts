import { expect, test } from '@playwright/test';
import { formatLongDate } from '@/lib/shop-time';
import { addDays, shopDay } from '@/lib/shop-time';
import { pdfPages } from '@/tests/helpers/pdf-text';
import { AccountPages, uniqueUser } from './support/accounts';
import { QuoteWizardPage, samplePdf } from './quote-wizard-page';
import { clientAddress } from './support/client-address';

test.use({ extraHTTPHeaders: clientAddress(5) });

/** Listed in STAFF_EMAILS for the e2e server (playwright.config.ts); only this spec signs it up. */
const STAFF_EMAIL = 'terms-staff-e2e@example.com';

test('a business account on terms with a PO number: production starts unpaid, the invoice is due on the term date', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36).toUpperCase();
  const company = `Harbor Coffee ${tag}`;
  const purchaseOrder = `PO-${tag}`;
  const customer = uniqueUser();
  const accounts = new AccountPages(page);
  await accounts.signedInThroughApi(customer);

  // The signed-in customer sends a quote with their company and purchase order number.
  const wizard = new QuoteWizardPage(page);
  await wizard.open('?product=stickers-labels&option=die-cut');
  await wizard.configure();
  await wizard.chooseQuantity('500');
  await wizard.skipUpload();
  await wizard.fillContact({ name: 'Tess Terms', email: customer.email, phone: '(949) 555-0131' });
  await page.getByLabel(/^Company name/).fill(company);
  await page.getByLabel(/^PO number/).fill(purchaseOrder);
  await wizard.fulfillment('Pick up in Aliso Viejo');
  await wizard.submitButton.click();
  await wizard.expectSubmitted();
  const number = (await accounts.mailbox.latest(customer.email, /We received your quote (Q-[0-9A-Z-]+)/))[1]!;

  // Staff put the account on Net 30 from the quote; a limit that is not an amount is refused first.
  const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await new AccountPages(staff).staffSignedInThroughApi(STAFF_EMAIL);
  await staff.goto(`/admin/quotes/${number}`);
  const termsForm = staff.getByRole('form', { name: 'Put this customer on terms' });
  await expect(termsForm.getByLabel('Company name')).toHaveValue(company);
  await termsForm.getByLabel('Terms').selectOption({ label: 'Net 30' });
  await termsForm.getByLabel('Credit limit ($)').fill('lots');
  await termsForm.getByRole('button', { name: 'Put this customer on terms' }).click();
  await expect(
    termsForm
      .getByRole('alert')
      .filter({ hasText: /greater than zero/ })
      .first(),
  ).toBeVisible();
  await expect(termsForm.getByLabel('Company name')).toHaveValue(company);
  await termsForm.getByLabel('Credit limit ($)').fill('5000');
  await termsForm.getByRole('button', { name: 'Put this customer on terms' }).click();
  await expect(staff.getByRole('status')).toContainText(
    `${company} (${customer.email}) is on Net 30 with a credit limit of $5,000.00.`,
  );

  // Staff send a proof; the customer approves it.
  await staff.getByLabel('Proof file (PDF or image)').setInputFiles({
    name: 'proof.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf(),
  });
  await staff.getByLabel('Message to the customer').fill('Your proof, on terms.');
  await staff.getByRole('button', { name: 'Send proof' }).click();
  await expect(staff.getByText('Your proof, on terms.').first()).toBeVisible();
  await page.goto(`/dashboard/quotes/${number}`);
  await page.getByLabel('I checked the spelling, colours and size').check();
  await page.getByRole('button', { name: 'Approve proof' }).click();
  await expect(page.getByTestId('notification')).toContainText('the proof is approved');

  // The invoice is due 30 days after the approval day, shop time; Pay now stays on the page.
  const dueOn = formatLongDate(addDays(shopDay(new Date()), 30));
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByText(`Invoice due ${dueOn} (Net 30)`)).toBeVisible();
  await expect(payment.getByRole('button', { name: /^Pay now/ })).toBeVisible();

  // Staff start production without a payment, the console saying why.
  await staff.reload();
  await expect(staff.getByText(`Sold on terms (Net 30, invoice due ${dueOn})`)).toBeVisible();
  const move = staff.getByRole('form', { name: 'Move the order' });
  await move.getByRole('button', { name: 'Mark in production' }).click();
  await expect(move.getByRole('button', { name: 'Mark in production' })).toHaveCount(0);
  await expect(staff.getByRole('heading', { level: 1, name: `Quote ${number}` })).toBeVisible();

  // The invoice PDF names the purchase order and the due date.
  await page.reload();
  const invoiceLink = page.getByRole('link', { name: /^Download invoice \d+ \(PDF\)$/ });
  const invoice = await page.request.get((await invoiceLink.getAttribute('href'))!);
  expect(invoice.headers()['content-type']).toBe('application/pdf');
  const printed = (await pdfPages(await invoice.body())).join('\n');
  for (const text of ['Invoice', number, company, purchaseOrder, dueOn]) expect(printed).toContain(text);

  // The console lists the open invoice, and the account with its balance.
  await staff.goto('/admin/invoices');
  const row = staff.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText(company);
  await expect(row).toContainText(purchaseOrder);
  await expect(row).toContainText(dueOn);
  await staff.goto('/admin/accounts');
  const account = staff.getByRole('row', { name: new RegExp(company) });
  await expect(account).toContainText('Net 30');
  await expect(account).toContainText('$5,000.00');
  await staff.goto(`/admin?payment=on_terms&search=${encodeURIComponent(customer.email)}`);
  await expect(staff.getByRole('link', { name: number })).toBeVisible();

  // Staff lower the limit below what the account owes: its next approval waits for payment, saying why.
  await staff.goto(`/admin/quotes/${number}`);
  const change = staff.getByRole('form', { name: 'Change this customer’s terms' });
  await change.getByLabel('Credit limit ($)').fill('1');
  await change.getByRole('button', { name: 'Change terms' }).click();
  await expect(staff.getByRole('status')).toContainText('with a credit limit of $1.00.');
  await wizard.open('?product=stickers-labels&option=die-cut');
  await wizard.configure();
  await wizard.chooseQuantity('500');
  await wizard.skipUpload();
  await wizard.fillContact({ name: 'Tess Terms', email: customer.email, phone: '(949) 555-0131' });
  await wizard.fulfillment('Pick up in Aliso Viejo');
  await wizard.submitButton.click();
  await wizard.expectSubmitted();
  const second = (
    await accounts.mailbox.latest(
      customer.email,
      new RegExp(`We received your quote ((?!${number})Q-[0-9A-Z-]+)`),
    )
  )[1]!;
  await staff.goto(`/admin/quotes/${second}`);
  await staff.getByLabel('Proof file (PDF or image)').setInputFiles({
    name: 'proof.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf(),
  });
  await staff.getByLabel('Message to the customer').fill('Second proof.');
  await staff.getByRole('button', { name: 'Send proof' }).click();
  await expect(staff.getByText('Second proof.').first()).toBeVisible();
  await page.goto(`/dashboard/quotes/${second}`);
  await page.getByLabel('I checked the spelling, colours and size').check();
  await page.getByRole('button', { name: 'Approve proof' }).click();
  await expect(page.getByTestId('notification')).toContainText('the proof is approved');
  await expect(payment.getByText(/Invoice due/)).toHaveCount(0);
  await staff.reload();
  await expect(
    staff.getByText(/^Not sold on terms: .* would pass its credit limit of \$1\.00\./).first(),
  ).toBeVisible();
  await expect(move.getByRole('button', { name: 'Mark in production' })).toHaveCount(0);
});
