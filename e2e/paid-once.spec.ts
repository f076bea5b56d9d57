import { expect, test } from '@playwright/test';
import { AccountPages, uniqueUser } from './support/accounts';
import { openInConsole, sendProof } from './support/console';
import { QuoteWizardPage } from './quote-wizard-page';
import { clientAddress } from './support/client-address';

test.use({ extraHTTPHeaders: clientAddress(19) });

/** Listed in STAFF_EMAILS for the e2e server (playwright.config.ts); only this spec signs it up. */
const STAFF_EMAIL = 'paid-once-staff-e2e@example.com';
const QUOTE_LINK = /(http:\/\/\S+\/quotes\/Q-[0-9A-Z-]+\?access=[\w-]{22})/;

test('a Pay now page left open cannot be paid once staff record the transfer', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const buyer = uniqueUser();
  const wizard = new QuoteWizardPage(page);
  const mailbox = new AccountPages(page).mailbox;
  await wizard.open('?product=stickers-labels&option=die-cut');
  await wizard.configure();
  await wizard.chooseQuantity('500');
  await wizard.skipUpload();
  await wizard.fillContact({ name: 'Tess Transfer', email: buyer.email, phone: '(949) 555-0119' });
  await wizard.fulfillment('Pick up in Aliso Viejo');
  await wizard.submitButton.click();
  await wizard.expectSubmitted();
  const [, link] = await mailbox.latest(buyer.email, QUOTE_LINK);
  const number = /\/quotes\/(Q-[0-9A-Z-]+)\?/.exec(link!)![1]!;

  const staff = await (await browser.newContext()).newPage();
  await new AccountPages(staff).staffSignedInThroughApi(STAFF_EMAIL);
  await sendProof(staff, number, 'Your proof, ready to approve.');

  // The customer approves and opens Pay now, then leaves Stripe's page open in its tab.
  await page.goto(link!);
  await page.getByLabel('I checked the spelling, colours and size').check();
  await page.getByRole('button', { name: 'Approve proof' }).click();
  await expect(page.getByTestId('notification')).toContainText('the proof is approved');
  const payment = page.getByRole('region', { name: 'Payment' });
  const payNow = payment.getByRole('button', { name: /^Pay now \(\$[\d,]+\.\d\d\)$/ });
  const due = /\$[\d,]+\.\d\d/.exec((await payNow.textContent()) ?? '')![0];
  await page.waitForLoadState('networkidle');
  await payNow.click();
  await expect(page.getByRole('heading', { name: 'Stand-in Checkout' })).toBeVisible();
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await expect(pay).toBeVisible();

  // Meanwhile the customer's bank transfer arrives and staff record it.
  await openInConsole(staff, number);
  const record = staff.getByRole('form', { name: 'Record a payment' });
  await record.getByLabel('Method').selectOption({ label: 'Bank transfer' });
  await record.getByLabel('Amount ($)').fill(due.slice(1));
  await record.getByLabel('Reference (optional)').fill('Transfer 4471');
  await record.getByRole('button', { name: 'Record payment' }).click();
  const payments = staff.getByRole('region', { name: 'Payments' });
  await expect(payments.getByText(`Payment of ${due} · Bank transfer`)).toBeVisible();

  // The old tab's page was expired at Stripe: paying it charges nothing and says why.
  await pay.click();
  await expect(page.getByRole('heading', { name: 'This Checkout Session has expired' })).toBeVisible();
  await expect(page.getByText('Nothing was charged.')).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(payment.getByRole('status').filter({ hasText: 'Paid in full' })).toBeVisible();
  await expect(payment.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);

  // The shop was paid once: nothing to refund, nothing flagged.
  await staff.reload();
  await expect(payments.getByText(`Total ${due} · paid ${due} · refunded $0.00 · due $0.00`)).toBeVisible();
  await expect(payments.getByText(/Paid more than was due/)).toHaveCount(0);
  await expect(payments.getByText(/ · Card/)).toHaveCount(0);
});
