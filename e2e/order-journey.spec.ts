import { expect, test, type Browser, type Page } from '@playwright/test';
import { AccountPages, uniqueUser, type TestUser } from './support/accounts';
import { pdfPages } from '@/tests/helpers/pdf-text';
import { DESKTOP, fitsEveryWidth, MOBILE } from './support/screens';
import { moveTo, openInConsole, sendProof } from './support/console';
import { QuoteWizardPage, samplePdf } from './quote-wizard-page';
import { clientAddress } from './support/client-address';
import { alteredToken } from '@/tests/helpers/tokens';

test.use({ extraHTTPHeaders: clientAddress(3) });

/** Listed in STAFF_EMAILS for the e2e server (playwright.config.ts); only this spec signs them up, one per test. */
const STAFF_EMAIL = 'orders-staff-e2e@example.com';
const PAYMENTS_STAFF_EMAIL = 'payments-staff-e2e@example.com';

/**
 * A browser of its own with an account signed in, on the dashboard: a new customer, or the
 * staff member of an e-mail in STAFF_EMAILS (staffUser).
 */
async function signedIn(browser: Browser, who: TestUser | string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  const accounts = new AccountPages(page);
  await (typeof who === 'string' ? accounts.staffSignedInThroughApi(who) : accounts.signedInThroughApi(who));
  await page.goto('/dashboard');
  return page;
}

/** The customer's stage as the quote page's timeline marks it. */
const currentStep = (page: Page) =>
  page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]');

test('a quote from order to shipment: staff proof, guest and signed-in answers, stages, e-mails, reorder', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const customer = uniqueUser();
  const wizard = new QuoteWizardPage(page);
  const mailbox = new AccountPages(page).mailbox;

  // The customer orders as a guest, shipping, with their artwork.
  await wizard.open('?product=stickers-labels&option=die-cut');
  await wizard.radio('Standard 2 Layer Embossing').check();
  await wizard.radio('Gloss').check();
  await wizard.radio('3" x 3"').check();
  await wizard.chooseQuantity('500');
  await wizard.uploadFile({ name: 'logo.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await wizard.fillContact({ name: 'Ada Orderer', email: customer.email, phone: '(949) 555-0107' });
  await wizard.fulfillment('Free shipping (U.S.)');
  await wizard.fillAddress();
  await wizard.submitButton.click();
  await wizard.expectSubmitted();
  const number = (await mailbox.latest(customer.email, /We received your quote (Q-[0-9A-Z-]+)/))[1]!;

  // Staff open the new quote, download the artwork, and send a proof.
  const staff = await signedIn(browser, STAFF_EMAIL);
  await openInConsole(staff, number);
  const [artwork] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('link', { name: 'Download logo.pdf' }).click(),
  ]);
  expect(artwork.suggestedFilename()).toBe('logo.pdf');
  await sendProof(staff, number, 'Proof one: logo centred, white border.');

  // The guest opens the quote from the proof e-mail and asks for changes.
  const proofLink = (
    await mailbox.latest(customer.email, /(http:\/\/\S+\/quotes\/Q-[0-9A-Z-]+\?access=[\w-]{22})/)
  )[1]!;
  const guest = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  const opened = await guest.goto(proofLink);
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  expect(opened?.headers()['cache-control']).toContain('no-store');
  await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(guest.getByRole('heading', { level: 1, name: `Quote ${number}` })).toBeVisible();
  await expect(currentStep(guest)).toContainText('Proof sent');
  // With the proof, and in the quote's conversation, which carries the proofs too.
  await expect(guest.getByText('Proof one: logo centred, white border.')).toHaveCount(2);
  await expect(guest.getByText('Proof one: logo centred, white border.').first()).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Download your artwork (logo.pdf)' })).toBeVisible();
  await fitsEveryWidth(guest, testInfo, 'guest-quote');

  // A link changed by hand opens nothing: another token, or this token on another number.
  const token = new URL(proofLink).searchParams.get('access')!;
  const otherToken = alteredToken(token);
  const forged = await guest.request.get(proofLink.replace(token, otherToken));
  expect(forged.status()).toBe(404);
  expect((await guest.request.get(proofLink.replace(number, `${number}0`))).status()).toBe(404);

  const comment = guest.getByLabel(/^Comment/);
  await guest.getByRole('button', { name: 'Request changes' }).click();
  await expect(guest.getByRole('alert').filter({ hasText: 'Please tell us what to change.' })).toBeVisible();
  await expect(comment).toHaveAttribute('aria-invalid', 'true');
  await comment.fill('Please make the border thinner.');
  await guest.getByRole('button', { name: 'Request changes' }).click();
  await expect(guest.getByTestId('notification')).toContainText('we will send you a new proof');
  await expect(currentStep(guest)).toContainText('Changes requested');
  await expect(guest.getByRole('button', { name: 'Approve proof' })).toHaveCount(0);

  // Staff see the request and send a second proof.
  await openInConsole(staff, number);
  await expect(staff.getByText('Please make the border thinner.').first()).toBeVisible();
  await sendProof(staff, number, 'Proof two: thinner border.');

  // The customer signs up with the same e-mail: once confirmed, the quote is in their dashboard.
  const customerPage = await signedIn(browser, customer);
  const list = customerPage.getByRole('table', { name: 'Your quote requests' });
  const row = list.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Proof sent');
  await fitsEveryWidth(customerPage, testInfo, 'dashboard');
  await customerPage.setViewportSize(MOBILE);
  const card = customerPage.getByRole('list', { name: 'Your quote requests' }).getByRole('listitem').filter({
    hasText: number,
  });
  await expect(card).toContainText('Proof sent');
  await card.getByRole('link', { name: `Quote ${number}` }).click();
  await customerPage.setViewportSize(DESKTOP);
  await expect(customerPage).toHaveURL(new RegExp(`/dashboard/quotes/${number}$`));
  // With the proof, and in the quote's conversation.
  await expect(customerPage.getByText('Proof two: thinner border.')).toHaveCount(2);
  await expect(customerPage.getByText('Superseded by a newer proof').first()).toBeAttached();
  await fitsEveryWidth(customerPage, testInfo, 'signed-in-quote');
  await customerPage.getByLabel('I checked the spelling, colours and size').check();
  await customerPage.getByRole('button', { name: 'Approve proof' }).click();
  await expect(customerPage.getByTestId('notification')).toContainText('the proof is approved');
  await expect(currentStep(customerPage)).toContainText('Approved');

  // The old guest link still opens the quote (until it expires), now without the answer form.
  await guest.reload();
  await expect(currentStep(guest)).toContainText('Approved');
  await expect(guest.getByRole('button', { name: 'Approve proof' })).toHaveCount(0);

  // Approval is the moment of sale: production waits for the payment.
  await openInConsole(staff, number);
  await expect(staff.getByText(/This order is not paid yet/)).toBeVisible();
  const moves = staff.getByRole('form', { name: 'Move the order' });
  await expect(moves.getByRole('button', { name: 'Mark in production' })).toHaveCount(0);

  // The customer pays on the Checkout page (the Stripe stand-in), which tells the site through
  // its signed webhook before sending the customer back.
  const payNow = customerPage.getByRole('button', { name: /^Pay now \(\$[\d,]+\.\d\d\)$/ });
  const total = /\$[\d,]+\.\d\d/.exec((await payNow.textContent()) ?? '')![0];
  await payNow.click();
  await expect(customerPage.getByRole('heading', { name: 'Stand-in Checkout' })).toBeVisible();
  await customerPage.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(customerPage).toHaveURL(new RegExp(`/dashboard/quotes/${number}\\?checkout=returned$`));
  await expect(customerPage.getByRole('status').filter({ hasText: 'Paid in full' })).toBeVisible();
  await expect(customerPage.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);

  // The approval issued the invoice and the payment a receipt: the customer downloads the
  // receipt and it reads back with its number, the total paid and the sales tax.
  const receiptLink = customerPage.getByRole('link', { name: /^Download receipt \d+ \(PDF\)$/ });
  await expect(customerPage.getByRole('link', { name: /^Download invoice \d+ \(PDF\)$/ })).toBeVisible();
  const receiptNumber = /receipt (\d+)/.exec((await receiptLink.getAttribute('aria-label')) ?? '')![1]!;
  const receipt = await customerPage.request.get((await receiptLink.getAttribute('href'))!);
  expect(receipt.headers()['content-type']).toBe('application/pdf');
  const printed = (await pdfPages(await receipt.body())).join('\n');
  for (const text of ['Receipt', receiptNumber, number, total, 'Sales tax (7.75%)', 'Card']) {
    expect(printed).toContain(text);
  }
  await fitsEveryWidth(customerPage, testInfo, 'paid-quote');

  // Staff see it paid by card, and move it through production to shipped with a tracking number.
  await openInConsole(staff, number);
  const payments = staff.getByRole('region', { name: 'Payments' });
  await expect(payments.getByText('Paid', { exact: true })).toBeVisible();
  await expect(payments.getByText(/^Payment of \$[\d,]+\.\d\d · Card$/)).toBeVisible();
  await fitsEveryWidth(staff, testInfo, 'console-paid-quote');
  await moveTo(staff, 'Mark in production');
  await moveTo(staff, 'Mark shipped', { Carrier: 'UPS', 'Tracking number': '1Z999AA10123456784' });

  // The customer sees each stage and the e-mails.
  await customerPage.reload();
  await expect(currentStep(customerPage)).toContainText('Shipped');
  await expect(customerPage.getByText('Shipped with UPS, tracking number 1Z999AA10123456784')).toBeVisible();
  const reached = customerPage.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
  await expect(reached).toContainText(['Received', 'Proof sent', 'Approved', 'In production', 'Shipped']);
  await expect(reached.filter({ hasText: 'In production' })).toContainText('done');
  await customerPage.goto(`/dev/mailbox?to=${encodeURIComponent(customer.email)}`);
  const mail = customerPage.locator('main');
  for (const subject of [
    `Proof 1 for quote ${number} is ready`,
    `Proof 2 for quote ${number} is ready`,
    `Quote ${number}: payment received`,
    `Quote ${number}: In production`,
    `Quote ${number}: Shipped`,
  ]) {
    await expect(mail).toContainText(subject);
  }
  await expect(mail).toContainText('Tracking number: 1Z999AA10123456784');

  // Reorder opens the wizard with the same choices, priced today.
  await customerPage.goto(`/dashboard/quotes/${number}`);
  await customerPage.getByRole('link', { name: 'Reorder' }).click();
  await expect(customerPage).toHaveURL(/\/start-an-order\?product=stickers-labels&option=die-cut/);
  const reorder = new QuoteWizardPage(customerPage);
  await expect(reorder.radio('Die Cut')).toBeChecked();
  await expect(reorder.radio('Standard 2 Layer Embossing')).toBeChecked();
  await expect(reorder.radio('Gloss')).toBeChecked();
  await expect(reorder.radio('3" x 3"')).toBeChecked();
  await expect(reorder.radio(/^500 pieces: /)).toBeChecked();
});

test('the quote pages refuse anonymous visitors, other customers and made-up links alike', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  // Someone else's quote, sent while signed out.
  const owner = uniqueUser();
  const wizard = new QuoteWizardPage(page);
  await wizard.open('?product=stickers-labels&option=die-cut');
  await wizard.configure();
  await wizard.chooseQuantity('500');
  await wizard.skipUpload();
  await wizard.fillContact({ name: 'Olive Owner', email: owner.email, phone: '(949) 555-0108' });
  await wizard.fulfillment('Pick up in Aliso Viejo');
  await wizard.submitButton.click();
  await wizard.expectSubmitted();
  const number = (
    await new AccountPages(page).mailbox.latest(owner.email, /We received your quote (Q-[0-9A-Z-]+)/)
  )[1]!;

  // Anonymous: the dashboard page sends them to log in; the guest page without a link is a 404.
  await page.goto(`/dashboard/quotes/${number}`);
  await expect(page).toHaveURL(/\/login\?next=/);
  expect((await page.request.get(`/quotes/${number}`)).status()).toBe(404);
  expect((await page.request.get(`/quotes/${number}?access=AAAAAAAAAAAAAAAAAAAAAA`)).status()).toBe(404);

  // Another signed-in customer: the same 404 as for a quote that does not exist.
  const stranger = await signedIn(browser, uniqueUser());
  expect((await stranger.goto(`/dashboard/quotes/${number}`))?.status()).toBe(404);
  expect((await stranger.goto(`/quotes/${number}`))?.status()).toBe(404);
  expect((await stranger.goto('/dashboard/quotes/Q-00000000-NONE'))?.status()).toBe(404);
});

test('an order paid by hand at the counter goes into production, then is refunded in part', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const buyer = uniqueUser();
  const wizard = new QuoteWizardPage(page);
  const mailbox = new AccountPages(page).mailbox;
  await wizard.open('?product=stickers-labels&option=die-cut');
  await wizard.configure();
  await wizard.chooseQuantity('500');
  await wizard.skipUpload();
  await wizard.fillContact({ name: 'Cass Counter', email: buyer.email, phone: '(949) 555-0109' });
  await wizard.fulfillment('Pick up in Aliso Viejo');
  await wizard.submitButton.click();
  await wizard.expectSubmitted();
  const number = (await mailbox.latest(buyer.email, /We received your quote (Q-[0-9A-Z-]+)/))[1]!;

  const staff = await signedIn(browser, PAYMENTS_STAFF_EMAIL);
  await sendProof(staff, number, 'Your proof for pickup.');
  const proofLink = (
    await mailbox.latest(buyer.email, /(http:\/\/\S+\/quotes\/Q-[0-9A-Z-]+\?access=[\w-]{22})/)
  )[1]!;
  await page.goto(proofLink);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('button', { name: 'Cancel this quote' })).toBeVisible();
  await page.getByLabel('I checked the spelling, colours and size').check();
  await page.getByRole('button', { name: 'Approve proof' }).click();
  await expect(page.getByTestId('notification')).toContainText('the proof is approved');
  await expect(payment.getByRole('button', { name: 'Cancel this quote' })).toHaveCount(0);
  const due = (await payment.getByText('Amount due').locator('..').textContent())!.replace('Amount due', '');

  // The customer pays at the counter: staff record it, and that alone lets production start.
  await openInConsole(staff, number);
  const record = staff.getByRole('form', { name: 'Record a payment' });
  await record.getByLabel('Method').selectOption({ label: 'Cash' });
  await record.getByLabel('Amount ($)').fill('1000000');
  await record.getByRole('button', { name: 'Record payment' }).click();
  await expect(
    record
      .getByRole('alert')
      .filter({ hasText: /The amount is more than the \$/ })
      .first(),
  ).toBeVisible();
  await expect(record.getByLabel('Amount ($)')).toHaveValue('1000000');
  await record.getByLabel('Amount ($)').fill(due);
  await record.getByLabel('Reference (optional)').fill('Till 2');
  await record.getByRole('button', { name: 'Record payment' }).click();
  const payments = staff.getByRole('region', { name: 'Payments' });
  await expect(payments.getByText(`Payment of ${due} · Cash`)).toBeVisible();
  await moveTo(staff, 'Mark in production');

  // A partial refund, with the reason the customer reads.
  await payments.getByText('Refund', { exact: true }).first().click();
  const refund = payments.getByRole('form', { name: `Refund payment of ${due}` });
  await refund.getByLabel('Amount to refund ($)').fill('5');
  await refund.getByLabel('Reason').fill('Ten labels misprinted');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(payments.getByText('Refund of $5.00 · Cash')).toBeVisible();
  await expect(payments.getByText('Partly refunded', { exact: true })).toBeVisible();
  const refundMail = await mailbox.latest(buyer.email, /Reason: (Ten labels misprinted)/);
  expect(refundMail[1]).toBe('Ten labels misprinted');

  await page.reload();
  await expect(payment.getByRole('status').filter({ hasText: 'Paid in full' })).toBeVisible();
  await expect(payment.getByText('Refunded', { exact: true }).locator('..')).toContainText('$5.00');
});
