import { expect, test, type Browser, type Page } from '@playwright/test';
import { AccountPages } from './support/accounts';
import { QuoteWizardPage, uniqueEmail } from './quote-wizard-page';
import { clientAddress } from './support/client-address';
import { formattersBuilt, recordIntlFormatters, untilHydrated } from './support/intl-formatters';

test.use({ extraHTTPHeaders: clientAddress(4) });

// Issue 31 §2: deals staff run from the console, codes that work in the wizard, and the
// featured deal on the promotion bar, the home page and /deals while it runs.

/** Listed in STAFF_EMAILS for the e2e server (playwright.config.ts); only this spec signs it up. */
const STAFF_EMAIL = 'deals-staff-e2e@example.com';
const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();

test.describe.configure({ mode: 'serial' });

let staff: Page;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await new AccountPages(staff).staffSignedInThroughApi(STAFF_EMAIL);
});

test.afterAll(async () => {
  await staff.context().close();
});

type NewDeal = {
  code: string;
  title: string;
  percentOff: string;
  startsOn: string;
  expiresOn: string;
  featured?: boolean;
};

/** Staff fill the console's new-deal form and see it listed with no uses yet. */
async function createDeal(deal: NewDeal, state: 'Running' | 'Upcoming') {
  await staff.goto('/admin');
  await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Deals' }).click();
  const form = staff.getByRole('form', { name: 'New deal' });
  await form.getByLabel('Code').fill(deal.code);
  await form.getByLabel('Percent off').fill(deal.percentOff);
  await form.getByLabel('Title').fill(deal.title);
  await form.getByLabel('Description').fill(`${deal.title}, for the end-to-end tests.`);
  await form.getByLabel('First day').fill(deal.startsOn);
  await form.getByLabel('Last day').fill(deal.expiresOn);
  if (deal.featured) await form.getByLabel('Featured').check();
  await form.getByRole('button', { name: 'Create deal' }).click();
  await expect(form.getByRole('status')).toHaveText(`Deal ${deal.code} created.`);
  await staff.reload();
  const row = staff
    .getByRole('region', { name: new RegExp(`^${state} `) })
    .getByRole('row', { name: new RegExp(deal.code) });
  await expect(row.getByTestId('redemptions')).toHaveText('0');
}

test('staff create a code, a guest applies it in the wizard, and the discount is on the confirmation and in the e-mail', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const code = `E2E-${unique()}`;
  await createDeal(
    { code, title: 'End-to-end 20% off', percentOff: '20', startsOn: '2026-01-01', expiresOn: '2035-12-31' },
    'Running',
  );

  // The staff form refuses a last day before the first, naming the field and keeping the code typed.
  const form = staff.getByRole('form', { name: 'New deal' });
  await form.getByLabel('Code').fill(`BAD-${unique()}`);
  await form.getByLabel('First day').fill('2030-02-10');
  await form.getByLabel('Last day').fill('2030-02-01');
  await form.getByRole('button', { name: 'Create deal' }).click();
  await expect(form.getByText('The last day must be on or after the first day.')).toBeVisible();
  await expect(form.getByLabel('Code')).toHaveValue(/^BAD-/);

  const wizard = new QuoteWizardPage(page);
  const email = uniqueEmail('promo-guest');
  await wizard.open();
  await wizard.configure();
  const list = await wizard.chooseQuantity('500');
  await wizard.skipUpload();
  await wizard.fillContact({ name: 'Promo Guest', email, phone: '(949) 555-0199' });
  await page.getByLabel(/^Company name/).fill('Harbor Coffee Co.');
  await page.getByLabel(/^PO number/).fill('PO-7731');
  await wizard.fulfillment('Pick up in Aliso Viejo');
  await wizard.applyPromotionCode(code.toLowerCase());
  // Enter applied the code: the quote was not sent.
  await expect(page).toHaveURL(/\/start-an-order$/);
  const applied = page.getByRole('status').filter({ hasText: `${code} applied: 20% off` });
  await expect(applied).toBeVisible();
  const cents = Number(list.replace(/[$,]/g, '')) * 100;
  const off = Math.floor((cents * 20 + 50) / 100);
  const dollars = (amount: number) =>
    `$${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(applied).toContainText(`-${dollars(off)}. Your price is now ${dollars(cents - off)}.`);
  const summary = page.getByRole('complementary');
  await expect(summary).toContainText(`${code} (20% off): -${dollars(off)}`);

  await wizard.submitButton.click();
  await wizard.expectSubmitted();
  const confirmation = page.getByRole('main');
  await expect(confirmation).toContainText(list);
  await expect(confirmation).toContainText(`${code} (20% off): -${dollars(off)}`);
  // The confirmation shows the server's lines: California's 7.75 % on the price after the
  // discount (picked up), rounded half up, and the total with it.
  const tax = Math.floor(((cents - off) * 775 + 5000) / 10000);
  await expect(confirmation).toContainText(`Sales tax${dollars(tax)} (7.75%, California)`);
  await expect(confirmation).toContainText(`Total${dollars(cents - off + tax)}`);
  await expect(confirmation).toContainText('PO-7731');

  const mail = await wizard.mailboxFor(email);
  expect(mail).toContain(`List price: ${list}`);
  expect(mail).toContain(`Promotion: ${code} (20% off): -${dollars(off)}`);
  expect(mail).toContain(`Sales tax: ${dollars(tax)} (7.75%, California)`);
  expect(mail).toContain(`Total: ${dollars(cents - off + tax)}`);
  expect(mail).toContain('Company: Harbor Coffee Co.');
  expect(mail).toContain('PO number: PO-7731');

  // The console counts the use.
  await staff.goto('/admin/deals');
  await expect(
    staff
      .getByRole('region', { name: /^Running / })
      .getByRole('row', { name: new RegExp(code) })
      .getByTestId('redemptions'),
  ).toHaveText('1');
});

test('a code used up between Apply and Submit Quote is refused beside its field, and nothing is lost', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const code = `ONE-${unique()}`;
  await createDeal(
    { code, title: 'One use only', percentOff: '10', startsOn: '2026-01-01', expiresOn: '2035-12-31' },
    'Running',
  );
  await staff.goto('/admin/deals');
  await staff
    .getByRole('region', { name: /^Running / })
    .getByRole('row', { name: new RegExp(code) })
    .getByRole('link', { name: `Edit ${code}` })
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: `Deal ${code}` })).toBeVisible();
  await staff.getByLabel('Uses in all').fill('1');
  await staff.getByRole('button', { name: 'Save deal' }).click();
  await expect(staff.getByRole('status')).toHaveText(`Deal ${code} saved.`);

  const fillQuote = async (wizard: QuoteWizardPage, email: string) => {
    await wizard.open();
    await wizard.configure();
    await wizard.chooseQuantity('250');
    await wizard.skipUpload();
    await wizard.fillContact({ name: 'Late Shopper', email, phone: '(949) 555-0123' });
    await wizard.fulfillment('Pick up in Aliso Viejo');
    await wizard.applyPromotionCode(code);
    await expect(wizard.page.getByRole('status').filter({ hasText: `${code} applied` })).toBeVisible();
  };
  const late = new QuoteWizardPage(page);
  await fillQuote(late, uniqueEmail('promo-late'));

  // Someone else uses the last use first.
  const otherContext = await browser.newContext();
  const first = new QuoteWizardPage(await otherContext.newPage());
  await fillQuote(first, uniqueEmail('promo-first'));
  await first.submitButton.click();
  await first.expectSubmitted();
  await otherContext.close();

  await late.submitButton.click();
  await expect(page.getByRole('alert').filter({ hasText: 'fully redeemed' })).toHaveText(
    'This promotion code has been fully redeemed.',
  );
  await expect(page).toHaveURL(/\/start-an-order$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(/^promo-late-/);
  await expect(page.getByRole('complementary')).not.toContainText('Promotion');
});

test('an expired code is refused with the day it ended, and the price stays as it was', async ({ page }) => {
  const wizard = new QuoteWizardPage(page);
  await wizard.open();
  await wizard.configure();
  const list = await wizard.chooseQuantity('250');
  await wizard.skipUpload();
  await page.getByLabel(/^Promotion code/).fill('COAST25');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'expired' })).toHaveText(
    'This promotion code expired on December 31, 2025.',
  );
  await expect(page.getByLabel(/^Promotion code/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('complementary')).not.toContainText('Promotion');
  await expect(page.getByRole('complementary')).toContainText(list);
});

test('the featured deal shows on the promotion bar, the home page and /deals while it runs, in the bar’s own space', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const code = `FEAT-${unique()}`;
  await createDeal(
    {
      code,
      title: 'Winter 15% off',
      percentOff: '15',
      startsOn: '2031-01-01',
      expiresOn: '2031-01-31',
      featured: true,
    },
    'Upcoming',
  );
  // Saving refreshed the pages; the browser's clock puts the visit inside the deal's days.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.setFixedTime(new Date('2031-01-20T10:00:00-08:00'));
  await recordIntlFormatters(page);
  await page.goto('/products/labels');
  const bar = page.getByTestId('promo-bar');
  await expect(bar).toContainText(`15% off any order with code ${code}`);
  const during = await bar.boundingBox();
  // The browser judged the deal's days without building a date formatter (lib/deal).
  await untilHydrated(page);
  expect(await formattersBuilt(page)).toEqual([]);

  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Print Bold. Print Smart. Print with the Pros.' });
  await expect(hero.getByRole('link').first()).toHaveText('Get Deal');

  await bar.getByRole('link', { name: 'See all deals' }).click();
  await expect(page).toHaveURL(/\/deals$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Winter 15% off' })).toBeVisible();
  await expect(main.getByText(code, { exact: true })).toBeVisible();
  // 11 days and 14 hours left: rounded up.
  await expect(page.getByTestId('days-remaining')).toHaveText('12 days remaining');
  await expect(main.getByText(/Expires January 31, 2031/)).toBeVisible();
  await expect(main.getByText('This offer cannot be combined with other offers.')).toBeVisible();
  expect(await formattersBuilt(page)).toEqual([]);

  // After its last day: the standing offer, in the same space.
  await page.clock.setFixedTime(new Date('2031-02-01T00:00:01-08:00'));
  await page.goto('/products/labels');
  await expect(bar).toHaveText('Free shipping on all U.S. orders. See delivery options');
  expect((await bar.boundingBox())?.height).toBe(during?.height);
});
