import { expect, test, type Page } from '@playwright/test';
import { pdfPages } from '@/tests/helpers/pdf-text';
import type * as Servers from '../tests/production/servers.mjs';
import { AccountPages, uniqueUser } from './support/accounts';
import { moveTo, sendProof } from './support/console';
import { QuoteWizardPage } from './quote-wizard-page';
import { clientAddress } from './support/client-address';

test.use({ extraHTTPHeaders: clientAddress(14) });

/**
 * The embedded profile: `npm start` with no Stripe settings at all (the e2e server runs with
 * the stand-in). The site takes no cards: the quote page says how to pay the shop, staff record
 * the payment by hand, and that alone moves the order on, with its receipt e-mailed.
 */
const STAFF_EMAIL = 'embedded-staff-e2e@example.com';

let servers: typeof Servers;
let embedded: Servers.Production;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(150_000);
  // Loaded with import(): Playwright compiles a spec's static imports to CommonJS, which an .mjs cannot be.
  servers = await import('../tests/production/servers.mjs');
  // Its own port and data directory; links in its e-mails name http://localhost:<port>.
  const started = await servers.startProduction({ MAILBOX_ENABLED: 'true', STAFF_EMAILS: STAFF_EMAIL });
  if (!('origin' in started)) throw new Error(`the embedded server did not start:\n${started.output}`);
  embedded = started;
});

test.afterAll(async () => {
  await embedded?.stop();
});

test('without Stripe, the customer is told how to pay, staff record the payment by hand, and production starts', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The address its links and signed upload URLs name (SITE_URL's default): the browser uses it.
  const origin = embedded.origin.replace('127.0.0.1', 'localhost');
  expect(embedded.output()).toMatch(/payments: by hand/);
  const buyer = uniqueUser();
  const wizard = new QuoteWizardPage(page, origin);
  const mailbox = new AccountPages(page, origin).mailbox;
  await wizard.open('?product=stickers-labels&option=die-cut');
  await wizard.configure();
  await wizard.chooseQuantity('250');
  await wizard.skipUpload();
  await wizard.fillContact({ name: 'Emma Embedded', email: buyer.email, phone: '(949) 555-0177' });
  await wizard.fulfillment('Pick up in Aliso Viejo');
  await wizard.submitButton.click();
  await wizard.expectSubmitted();
  const number = (await mailbox.latest(buyer.email, /We received your quote (Q-[0-9A-Z-]+)/))[1]!;

  const staff: Page = await (await browser.newContext()).newPage();
  await new AccountPages(staff, origin).staffSignedInThroughApi(STAFF_EMAIL);
  await sendProof(staff, number, 'Your proof, ready to approve.', origin);

  // The customer approves: no card is offered, the page says how to pay the shop instead.
  const link = (
    await mailbox.latest(buyer.email, /(http:\/\/\S+\/quotes\/Q-[0-9A-Z-]+\?access=[\w-]{22})/)
  )[1]!;
  await page.goto(link);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('button', { name: /^Save a card/ })).toHaveCount(0);
  await page.getByLabel('I checked the spelling, colours and size').check();
  await page.getByRole('button', { name: 'Approve proof' }).click();
  await expect(page.getByTestId('notification')).toContainText('the proof is approved');
  await expect(payment).toContainText('Please pay the amount due by one of these ways');
  await expect(payment).toContainText('Bank transfer: ask us for our account details');
  await expect(payment.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
  const due = (await payment.getByText('Amount due', { exact: true }).locator('..').textContent())!.replace(
    'Amount due',
    '',
  );

  // Staff cannot start production unpaid; a bank transfer recorded by hand lets them.
  await staff.reload();
  const moves = staff.getByRole('form', { name: 'Move the order' });
  await expect(moves.getByRole('button', { name: 'Mark in production' })).toHaveCount(0);
  const record = staff.getByRole('form', { name: 'Record a payment' });
  await record.getByLabel('Method').selectOption({ label: 'Bank transfer' });
  await record.getByLabel('Amount ($)').fill(due);
  await record.getByLabel('Reference (optional)').fill('WIRE 5521');
  await record.getByRole('button', { name: 'Record payment' }).click();
  await expect(
    staff.getByRole('region', { name: 'Payments' }).getByText(`Payment of ${due} · Bank transfer`),
  ).toBeVisible();

  // The payment's e-mail links the receipt itself, which reads back with the transfer; then
  // production may start.
  const receiptLink = (await mailbox.latest(buyer.email, /Your receipt \(PDF\): (\S+)/))[1]!;
  const receipt = await page.request.get(receiptLink);
  expect(receipt.headers()['content-type']).toBe('application/pdf');
  const printed = (await pdfPages(await receipt.body())).join('\n');
  for (const text of ['Receipt', number, due, 'Bank transfer', 'WIRE 5521']) expect(printed).toContain(text);
  await moveTo(staff, 'Mark in production');
  await page.reload();
  await expect(payment.getByRole('status').filter({ hasText: 'Paid in full' })).toBeVisible();
  await staff.context().close();
});
