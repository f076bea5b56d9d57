import { expect, test, type Browser, type Page } from '@playwright/test';
import { AccountPages, uniqueUser } from './support/accounts';
import { openInConsole, sendProof } from './support/console';
import { QuoteWizardPage } from './quote-wizard-page';
import { clientAddress } from './support/client-address';

test.use({ extraHTTPHeaders: clientAddress(10) });

/** Listed in STAFF_EMAILS for the e2e server (playwright.config.ts); only this spec signs them up, one per test. */
const STAFF_EMAIL = 'cards-staff-e2e@example.com';
const DECLINED_STAFF_EMAIL = 'cards-declined-staff-e2e@example.com';
const QUOTE_LINK = /(http:\/\/\S+\/quotes\/Q-[0-9A-Z-]+\?access=[\w-]{22})/;

async function staffConsole(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await new AccountPages(page).staffSignedInThroughApi(email);
  return page;
}

/**
 * A guest sends a quote, opens its page from the e-mail and saves `card` on the stand-in's setup
 * page (which shows the shop's terms); back on the quote page the card shows as saved.
 */
async function quoteWithSavedCard(page: Page, name: string, card: 'succeeds' | 'declines', last4: string) {
  const buyer = uniqueUser();
  const wizard = new QuoteWizardPage(page);
  const mailbox = new AccountPages(page).mailbox;
  await wizard.open('?product=stickers-labels&option=die-cut');
  await wizard.configure();
  await wizard.chooseQuantity('500');
  await wizard.skipUpload();
  await wizard.fillContact({ name, email: buyer.email, phone: '(949) 555-0110' });
  await wizard.fulfillment('Pick up in Aliso Viejo');
  await wizard.submitButton.click();
  await wizard.expectSubmitted();
  const [, link] = await mailbox.latest(buyer.email, QUOTE_LINK);
  const number = /\/quotes\/(Q-[0-9A-Z-]+)\?/.exec(link!)![1]!;

  await page.goto(link!);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByText(/We charge this card once/)).toBeVisible();
  // The page's buttons are the browser's once its script has run: a click before does nothing.
  await page.waitForLoadState('networkidle');
  await payment.getByRole('button', { name: 'Save a card to pay when you approve' }).click();
  await expect(page.getByRole('heading', { name: 'Stand-in Checkout' })).toBeVisible();
  await expect(page.getByText(/We charge this card once, for the order total/)).toBeVisible();
  await page.getByLabel('Test card').selectOption(card);
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(/checkout=card-saved$/);
  await page.waitForLoadState('networkidle');
  await expect(
    payment.getByRole('status').filter({ hasText: `Visa ending ${last4} is saved` }),
  ).toBeVisible();
  return { buyer, number, payment, mailbox };
}

test('a card saved before the proof is charged when the customer approves it: paid without Checkout', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const { buyer, number, payment, mailbox } = await quoteWithSavedCard(
    page,
    'Sage Saver',
    'succeeds',
    '4242',
  );
  const staff = await staffConsole(browser, STAFF_EMAIL);
  await sendProof(staff, number, 'Your proof, ready to approve.');
  const payments = staff.getByRole('region', { name: 'Payments' });
  await expect(
    payments.getByText('Saved card: Visa ending 4242, charged when the customer approves the proof.'),
  ).toBeVisible();

  await page.reload();
  await page.getByLabel('I checked the spelling, colours and size').check();
  await page.getByRole('button', { name: 'Approve proof' }).click();
  await expect(page.getByTestId('notification')).toContainText('the proof is approved');
  await expect(payment.getByRole('status').filter({ hasText: 'Paid in full' })).toBeVisible();
  await expect(payment.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
  await mailbox.latest(buyer.email, new RegExp(`Quote ${number}: payment received|We received your payment`));

  await openInConsole(staff, number);
  await expect(payments.getByText('Paid', { exact: true })).toBeVisible();
  await expect(payments.getByText(/^Payment of \$[\d,]+\.\d\d · Card$/)).toBeVisible();
  const moves = staff.getByRole('form', { name: 'Move the order' });
  await moves.getByRole('button', { name: 'Mark in production' }).click();
  await expect(moves.getByRole('button', { name: 'Mark in production' })).toHaveCount(0);
});

test('a saved card can be removed; one declined at approval leaves the order approved and unpaid, with a pay link e-mailed', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const { buyer, number, payment, mailbox } = await quoteWithSavedCard(
    page,
    'Dale Declined',
    'declines',
    '0341',
  );
  // Removed before approval, the card is gone from the page and "Save a card" is offered again.
  await payment.getByRole('button', { name: 'Remove the saved card' }).click();
  await expect(payment.getByRole('status').filter({ hasText: 'Your saved card is removed' })).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Save a card to pay when you approve' })).toBeVisible();
  await expect(payment.getByText(/Visa ending 0341 is saved/)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await payment.getByRole('button', { name: 'Save a card to pay when you approve' }).click();
  await page.getByLabel('Test card').selectOption('declines');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(payment.getByRole('status').filter({ hasText: 'Visa ending 0341 is saved' })).toBeVisible();

  const staff = await staffConsole(browser, DECLINED_STAFF_EMAIL);
  await sendProof(staff, number, 'Your proof, ready to approve.');

  await page.reload();
  await page.getByLabel('I checked the spelling, colours and size').check();
  await page.getByRole('button', { name: 'Approve proof' }).click();
  await expect(page.getByTestId('notification')).toContainText('the proof is approved');
  await page.reload();
  await expect(
    payment.getByRole('alert').filter({ hasText: 'We could not charge your saved Visa ending 0341' }),
  ).toBeVisible();
  await expect(payment.getByRole('button', { name: /^Pay now \(\$[\d,]+\.\d\d\)$/ })).toBeVisible();
  const [, payLink] = await mailbox.latest(buyer.email, QUOTE_LINK);
  expect(payLink).toContain(`/quotes/${number}?access=`);

  await openInConsole(staff, number);
  await expect(
    staff
      .getByRole('region', { name: 'Payments' })
      .getByText(/could not be charged at approval: it was declined/),
  ).toBeVisible();
});
