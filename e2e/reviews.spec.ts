import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { AccountPages, uniqueUser } from './support/accounts';
import { moveTo, openInConsole, sendProof } from './support/console';
import { DESKTOP, fitsEveryWidth, MOBILE } from './support/screens';
import { structuredData } from './support/structured-data';
import { QuoteWizardPage } from './quote-wizard-page';
import { clientAddress } from './support/client-address';

test.use({ extraHTTPHeaders: clientAddress(11) });

/** Listed in STAFF_EMAILS for the e2e server (playwright.config.ts); only this spec signs it up. */
const STAFF_EMAIL = 'reviews-staff-e2e@example.com';
const SHOTS = '/tmp/shots-reviews';

async function signedInStaff(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await new AccountPages(page).staffSignedInThroughApi(email);
  return page;
}

/** Full-page pictures at a phone's and a laptop's width, for a person to look at. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
  }
}

test('a completed order → the invitation → a review with a photo → staff approve → the product page shows it', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const buyer = uniqueUser();
  const wizard = new QuoteWizardPage(page);
  const mailbox = new AccountPages(page).mailbox;

  // A pickup order of die-cut stickers, proofed, approved, paid at the counter and completed.
  await wizard.open('?product=stickers-labels&option=die-cut');
  await wizard.configure();
  await wizard.chooseQuantity('500');
  await wizard.skipUpload();
  await wizard.fillContact({ name: 'Rita Reviewer', email: buyer.email, phone: '(949) 555-0110' });
  await wizard.fulfillment('Pick up in Aliso Viejo');
  await wizard.submitButton.click();
  await wizard.expectSubmitted();
  const number = (await mailbox.latest(buyer.email, /We received your quote (Q-[0-9A-Z-]+)/))[1]!;
  const staff = await signedInStaff(browser, STAFF_EMAIL);
  await sendProof(staff, number, 'Your stickers, ready to approve.');
  const proofLink = (
    await mailbox.latest(buyer.email, /(http:\/\/\S+\/quotes\/Q-[0-9A-Z-]+\?access=[\w-]{22})/)
  )[1]!;
  await page.goto(proofLink);
  await page.getByLabel('I checked the spelling, colours and size').check();
  await page.getByRole('button', { name: 'Approve proof' }).click();
  await expect(page.getByTestId('notification')).toContainText('the proof is approved');
  const due = (await page
    .getByRole('region', { name: 'Payment' })
    .getByText('Amount due')
    .locator('..')
    .textContent())!.replace('Amount due', '');
  await openInConsole(staff, number);
  const record = staff.getByRole('form', { name: 'Record a payment' });
  await record.getByLabel('Method').selectOption({ label: 'Cash' });
  await record.getByLabel('Amount ($)').fill(due);
  await record.getByRole('button', { name: 'Record payment' }).click();
  await expect(
    staff.getByRole('region', { name: 'Payments' }).getByText(`Payment of ${due} · Cash`),
  ).toBeVisible();
  await moveTo(staff, 'Mark in production');
  await moveTo(staff, 'Mark ready for pickup');
  await moveTo(staff, 'Mark completed');

  // The invitation: a link of its own, opened on a phone without signing in.
  // Sent with the "completed" e-mail, in the same transaction: either may be listed first.
  let reviewLink = '';
  await expect(async () => {
    const mails = await mailbox.messages(buyer.email);
    reviewLink =
      mails.map((mail) => mail.match(/(http:\/\/\S+\/review\/[\w-]{22})/)?.[1]).find(Boolean) ?? '';
    expect(reviewLink).not.toBe('');
  }).toPass({ timeout: 15_000 });
  const customer = await (await browser.newContext({ viewport: MOBILE })).newPage();
  const opened = await customer.goto(reviewLink);
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(customer.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(
    customer.getByRole('heading', { level: 1, name: 'Review your Die Cut Stickers' }),
  ).toBeVisible();
  await expect(customer.getByLabel('Name shown with your review')).toHaveValue('Rita R.');
  await fitsEveryWidth(customer, testInfo, 'review-form');
  await shoot(customer, 'review-form');
  await customer.setViewportSize(MOBILE);
  await customer.waitForLoadState('networkidle');

  // A refused post keeps what was typed and takes the focus to its error summary. Each run titles
  // its review apart (the buyer's own letters): a retry's product may already show the first's.
  const attack = `<img src=x onerror="window.pwned=1">Great stickers, ${buyer.lastName}`;
  await customer.getByRole('textbox', { name: 'Title', exact: true }).fill(attack);
  await customer.getByRole('textbox', { name: 'Your review', exact: true }).fill('Too short');
  await customer.getByRole('button', { name: 'Send review' }).click();
  await expect(
    customer.getByRole('alert').filter({ hasText: 'Please correct the fields marked.' }),
  ).toBeFocused();
  await expect(customer.getByText('Please choose from 1 to 5 stars.')).toBeVisible();
  await expect(customer.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(attack);
  await shoot(customer, 'review-form-errors');
  await customer.setViewportSize(MOBILE);

  // The stars by keyboard: into the group, then the arrow keys choose.
  await customer.getByRole('radio', { name: '1 star', exact: true }).focus();
  await customer.keyboard.press('ArrowRight');
  await customer.keyboard.press('ArrowRight');
  await customer.keyboard.press('ArrowRight');
  await expect(customer.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await customer
    .getByRole('textbox', { name: 'Your review', exact: true })
    .fill('Bright colours, clean cut lines, and they held up on a wet water bottle.');
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1f7a8c' } })
    .jpeg()
    .toBuffer();
  await customer
    .getByLabel('Photo (optional)')
    .setInputFiles({ name: 'bottle.jpg', mimeType: 'image/jpeg', buffer: photo });
  await customer.getByRole('button', { name: 'Send review' }).click();
  await expect(
    customer.getByRole('status').filter({ hasText: 'Thank you! Your review will appear' }),
  ).toBeFocused();
  await shoot(customer, 'review-sent');

  // The shop is told; staff approve it with one click, the order and product linked.
  await mailbox.inSharedInbox(
    'support@coastlineprint.co',
    new RegExp(`New review for quote ${number}: 4 of 5`),
  );
  await staff.goto('/admin/reviews');
  const item = staff.getByRole('listitem').filter({ hasText: number });
  await expect(item.getByRole('link', { name: number })).toHaveAttribute('href', `/admin/quotes/${number}`);
  await expect(item.getByText('Waiting for you')).toBeVisible();
  await shoot(staff, 'admin-reviews');
  await staff.setViewportSize(DESKTOP);
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(item.getByText('Review approved: it shows on the product page.')).toBeVisible();

  // The product page shows it, with the true average and count (and in its structured data).
  await item.getByRole('link', { name: 'Die Cut Stickers' }).click();
  await expect(staff).toHaveURL('/stickers/stickers/die-cut-stickers');
  const reviews = staff.getByRole('region', { name: 'Reviews from buyers' });
  // The list and the structured data are cached apart: each is renewed on the next visit after
  // the approval, so the page is read again until both show it. The count is the true one: the
  // first run on a fresh server writes the product's only review; a retry's may list an earlier
  // try's too, and then counts every review it lists.
  const firstRun = testInfo.retry === 0 && testInfo.repeatEachIndex === 0;
  const ours = reviews
    .getByRole('listitem')
    .filter({ has: staff.getByRole('heading', { name: attack, exact: true }) });
  let product: Record<string, unknown> | undefined;
  await expect(async () => {
    await staff.reload();
    await expect(ours).toBeVisible({ timeout: 1000 });
    product = await structuredData(staff, 'Product');
    const listed = product?.review as unknown[] | undefined;
    expect(listed).toContainEqual(expect.objectContaining({ name: attack }));
    expect(product?.aggregateRating).toMatchObject({ reviewCount: firstRun ? 1 : listed!.length });
  }).toPass({ timeout: 30_000 });
  const count = (product!.aggregateRating as { reviewCount: number }).reviewCount;
  await expect(reviews.getByText(`(${count} review${count === 1 ? '' : 's'})`)).toBeVisible();
  await expect(ours.getByRole('img', { name: '4 out of 5' })).toBeVisible();
  await expect(ours.getByText('Rita R.')).toBeVisible();
  await expect(ours.getByRole('img', { name: "Photo from Rita R.'s review" })).toBeVisible();
  expect(await staff.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  // Every review this test writes has 4 stars, so the average is 4 on a retry too.
  expect(product).toMatchObject({
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: count },
    review: expect.arrayContaining([
      expect.objectContaining({
        '@type': 'Review',
        name: attack,
        reviewRating: expect.objectContaining({ ratingValue: 4 }),
      }),
    ]),
  });
  await fitsEveryWidth(staff, testInfo, 'product-reviews');
  await shoot(staff, 'product-reviews');

  // The link now says the review can no longer be changed.
  await customer.goto(reviewLink);
  await expect(customer.getByText('Your review has already been published')).toBeVisible();
});
