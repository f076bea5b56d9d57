import { expect, test } from '@playwright/test';
import { AccountPages, uniqueUser } from './support/accounts';
import { fitsEveryWidth } from './support/screens';
import { QuoteWizardPage, samplePdf } from './quote-wizard-page';
import { clientAddress } from './support/client-address';

test.use({ extraHTTPHeaders: clientAddress(15) });

/** Listed in STAFF_EMAILS for the e2e server (playwright.config.ts); only this spec signs it up. */
const STAFF_EMAIL = 'console-staff-e2e@example.com';
// A 1×1 PNG: an image proof, which the console previews.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test('an anonymous visitor is sent to log in, with the console page as where to go next', async ({
  page,
}) => {
  await page.goto('/admin/outbox');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Foutbox$/);
});

test('a signed-in customer gets a 403 page, not the console', async ({ page }) => {
  const customer = uniqueUser();
  await new AccountPages(page).signedInThroughApi(customer);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop console' })).toHaveCount(0);
  for (const path of ['/admin', '/admin/staff', '/admin/quotes/Q-000000-00000']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'This page is for shop staff' })).toBeVisible();
  }
});

test('staff work a new quote: artwork, proof, note, cancellation; contact messages, outbox and staff', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const customerEmail = `console-customer-${Date.now()}@example.com`;
  const wizard = new QuoteWizardPage(page);
  const mailbox = new AccountPages(page).mailbox;

  // A guest sends a quote with artwork, and a message through the contact form.
  await wizard.open('?product=stickers-labels&option=die-cut');
  await wizard.configure();
  await wizard.chooseQuantity('500');
  await wizard.uploadFile({ name: 'logo.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await wizard.fillContact({ name: 'Rowan Console', email: customerEmail, phone: '(949) 555-0142' });
  await wizard.fulfillment('Pick up in Aliso Viejo');
  await wizard.submitButton.click();
  await wizard.expectSubmitted();
  const number = (await mailbox.latest(customerEmail, /We received your quote (Q-[0-9A-Z-]+)/))[1]!;
  const subject = `Opening hours ${Date.now()}`;
  await page.goto('/contact-us');
  await page.getByLabel('Name').fill('Rowan Console');
  await page.getByLabel('Email').fill(customerEmail);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Are you open on Saturdays?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Success' })).toBeVisible();

  // Staff sign in and find it in the inbox, newest first, by number and by name.
  const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await new AccountPages(staff).staffSignedInThroughApi(STAFF_EMAIL);
  await staff.goto('/dashboard');
  // Staff land on the console after signing in; from their dashboard a link takes them back.
  await staff.getByRole('link', { name: 'Shop console' }).click();
  await expect(staff).toHaveURL(/\/admin$/);
  await staff.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'List' }).click();
  await expect(staff).toHaveURL(/\/admin\?view=list$/);
  await expect(staff.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
  // On the first page: specs running beside this one may have sent quotes since.
  await expect(
    staff.getByRole('list', { name: 'Quotes, newest first' }).getByRole('link', { name: number }),
  ).toBeVisible();
  await fitsEveryWidth(staff, testInfo, 'inbox');
  await staff.getByLabel('Search').fill('rowan cons');
  await staff.getByLabel('Stage').selectOption({ label: 'Received' });
  await staff.getByRole('button', { name: 'Show quotes' }).click();
  await expect(staff).toHaveURL(/status=received/);
  await staff.getByRole('link', { name: number }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Quote ${number}` })).toBeVisible();
  await expect(staff.getByText(customerEmail).first()).toBeVisible();

  // The artwork downloads through its short-lived link.
  const [artwork] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('link', { name: 'Download logo.pdf' }).click(),
  ]);
  expect(artwork.suggestedFilename()).toBe('logo.pdf');

  // A proof without its file is refused, keeping the message typed.
  await staff.getByLabel('Message to the customer').fill('Proof one: logo centred.');
  await staff.getByRole('button', { name: 'Send proof' }).click();
  await expect(
    staff.getByRole('alert').filter({ hasText: 'Please choose the proof file.' }).first(),
  ).toBeVisible();
  await expect(staff.getByLabel('Message to the customer')).toHaveValue('Proof one: logo centred.');
  await staff
    .getByLabel('Proof file (PDF or image)')
    .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
  await staff.getByRole('button', { name: 'Send proof' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Proof 1 sent to the customer.' })).toBeVisible();
  await expect(staff.getByRole('img', { name: 'Preview of proof.png' })).toBeVisible();
  const link = (
    await mailbox.latest(customerEmail, /(http:\/\/\S+\/quotes\/Q-[0-9A-Z-]+\?access=[\w-]{22})/)
  )[1]!;
  expect(link).toContain(`/quotes/${number}?access=`);

  // An internal note joins the conversation, the quote's one history, marked Internal; the
  // customer is not e-mailed about it.
  const conversation = staff.getByRole('form', { name: 'Write on the conversation' });
  await conversation.getByLabel('Message').fill('Customer asked for a white border.');
  await conversation.getByRole('button', { name: 'Add internal note' }).click();
  await expect(conversation.getByRole('status')).toHaveText('Internal note added.');
  await expect(staff.getByText('Customer asked for a white border.')).toHaveCount(1);
  await expect(
    staff
      .getByRole('region', { name: 'Conversation' })
      .getByRole('listitem')
      .filter({ hasText: 'Customer asked for a white border.' }),
  ).toContainText('Internal');
  await expect(staff.getByRole('region', { name: 'History' })).toHaveCount(0);
  await fitsEveryWidth(staff, testInfo, 'quote-detail');

  // Production cannot start before the customer approves: the only move offered is cancelling.
  const move = staff.getByRole('form', { name: 'Move the order' });
  await expect(move.getByRole('button')).toHaveText(['Cancel order']);
  await move.getByLabel('Note (optional)').fill('Duplicate of an earlier quote.');
  await move.getByRole('button', { name: 'Cancel order' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Moved to Cancelled.' })).toBeVisible();
  const cancelled = await mailbox.latest(customerEmail, /Reason: (.+)/);
  expect(cancelled[1]).toBe('Duplicate of an earlier quote.');

  // The contact message is handled, and leaves the open list.
  await staff
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Contact messages' })
    .click();
  const message = staff.getByRole('article', { name: subject });
  await message.getByRole('button', { name: 'Mark handled' }).click();
  await expect(staff.getByRole('article', { name: subject })).toHaveCount(0);
  await staff.getByRole('link', { name: 'Show handled messages too' }).click();
  await expect(staff.getByRole('article', { name: subject })).toContainText(`by ${STAFF_EMAIL}`);

  // The outbox lists what was sent to the customer.
  await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Outbox' }).click();
  await staff.getByRole('link', { name: 'Sent', exact: true }).click();
  await expect(staff.getByText(`Quote ${number}: Cancelled`)).toBeVisible();

  // Staff add a colleague and remove them again; their own entry cannot be removed.
  await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
  await staff.getByLabel('E-mail address').fill('not-an-address');
  await staff.getByRole('button', { name: 'Add staff' }).click();
  await expect(staff.getByText('Please enter a valid e-mail address.').first()).toBeVisible();
  await expect(staff.getByLabel('E-mail address')).toHaveValue('not-an-address');
  await staff.getByLabel('E-mail address').fill('new.colleague@example.com');
  await staff.getByRole('button', { name: 'Add staff' }).click();
  await expect(staff.getByRole('list', { name: 'Staff members' })).toContainText('new.colleague@example.com');
  await expect(staff.getByRole('form', { name: `Remove ${STAFF_EMAIL}` })).toHaveCount(0);
  await staff.getByRole('form', { name: 'Remove new.colleague@example.com' }).getByRole('button').click();
  await expect(staff.getByRole('list', { name: 'Staff members' })).not.toContainText(
    'new.colleague@example.com',
  );
});
