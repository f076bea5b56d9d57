import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { AccountPages, uniqueUser, type TestUser } from './support/accounts';
import { sendProof } from './support/console';
import { DESKTOP, fitsEveryWidth, MOBILE } from './support/screens';
import { quoteThroughApi } from './support/quotes';
import { clientAddress } from './support/client-address';

test.use({ extraHTTPHeaders: clientAddress(7) });

/** Listed in STAFF_EMAILS for the e2e server (playwright.config.ts); only this spec signs it up. */
const STAFF_EMAIL = 'board-staff-e2e@example.com';
const LANDING_STAFF_EMAIL = 'board-landing-staff-e2e@example.com';
const SHOTS = '/tmp/shots-board';

const contactOf = (customer: TestUser) => ({
  name: `${customer.firstName} ${customer.lastName}`,
  email: customer.email,
  phone: customer.phone,
});

/** The customer approves the proof through the e-mailed guest link; staff record the transfer of what is due. */
async function approvedAndPaid(staff: Page, customerPage: Page, customer: TestUser, number: string) {
  await sendProof(staff, number, `Your proof for ${number}.`);
  const link = (
    await new AccountPages(customerPage).mailbox.latest(
      customer.email,
      new RegExp(`(http://\\S+/quotes/${number}\\?access=[\\w-]{22})`),
    )
  )[1]!;
  await customerPage.goto(link);
  await customerPage.getByLabel('I checked the spelling, colours and size').check();
  await customerPage.getByRole('button', { name: 'Approve proof' }).click();
  await expect(customerPage.getByTestId('notification')).toContainText('the proof is approved');
  const payment = customerPage.getByRole('region', { name: 'Payment' });
  const due = (await payment.getByText('Amount due', { exact: true }).locator('..').textContent())!.replace(
    'Amount due',
    '',
  );
  await staff.reload();
  const record = staff.getByRole('form', { name: 'Record a payment' });
  await record.getByLabel('Method').selectOption({ label: 'Bank transfer' });
  await record.getByLabel('Amount ($)').fill(due);
  await record.getByRole('button', { name: 'Record payment' }).click();
  await expect(staff.getByRole('region', { name: 'Payments' }).getByText(`Payment of ${due}`)).toBeVisible();
}

/** A column of the board by its stage, and the count its heading shows. */
const column = (staff: Page, stage: string) =>
  staff.getByRole('region', { name: new RegExp(`^${stage} \\d`) });
const expectCount = (staff: Page, stage: string, count: number) =>
  expect(column(staff, stage).getByRole('heading', { level: 2 })).toHaveText(
    new RegExp(`^${stage}\\s*${count}\\s*orders?$`),
  );

test('staff land on the board after signing in', async ({ browser }) => {
  const made = await (await browser.newContext()).newPage();
  const person = await new AccountPages(made).staffSignedInThroughApi(LANDING_STAFF_EMAIL);
  await made.context().close();
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  const accounts = new AccountPages(page);
  await accounts.submitLogin(person.email, person.password);
  await expect(page).toHaveURL(/\/otp$/);
  await page.getByLabel('One-time password').fill(await accounts.mailbox.smsCode(person.phone));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders board' })).toBeVisible();
  await page.context().close();
});

test('a day on the board: three approved orders start production at once, then their tickets', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  const customer = uniqueUser();
  const numbers = [
    await quoteThroughApi(request, contactOf(customer)),
    await quoteThroughApi(request, contactOf(customer)),
    await quoteThroughApi(request, contactOf(customer)),
  ];

  const staff = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await new AccountPages(staff).staffSignedInThroughApi(STAFF_EMAIL);
  for (const number of numbers) await approvedAndPaid(staff, page, customer, number);

  // The board, narrowed to this customer: three approved, none in production yet.
  await staff.goto('/admin');
  await staff.getByRole('search', { name: 'Board' }).getByLabel('Search').fill(customer.email);
  await staff.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(staff).toHaveURL(/q=/);
  await expectCount(staff, 'Approved', 3);
  await expectCount(staff, 'In production', 0);
  const approved = column(staff, 'Approved');
  await expect(approved.getByRole('link', { name: numbers[0] })).toBeVisible();
  await expect(approved.getByText('Paid').first()).toBeVisible();
  await expect(approved.getByText(/^Ready by /).first()).toBeVisible();
  await fitsEveryWidth(staff, testInfo, 'board');
  for (const viewport of [DESKTOP, MOBILE]) {
    await staff.setViewportSize(viewport);
    await staff.screenshot({ path: `${SHOTS}/board-approved-${viewport.width}.png`, fullPage: true });
  }

  // On a phone: jump to the approved column, tick the three and start production.
  await staff.setViewportSize(MOBILE);
  await staff
    .getByRole('navigation', { name: 'Stages' })
    .getByRole('link', { name: /^Approved/ })
    .click();
  await expect(column(staff, 'Approved')).toBeInViewport();
  for (const number of numbers) await staff.getByLabel(`Choose ${number}`).check();
  await staff.getByRole('button', { name: 'Start production' }).click();
  const started = staff.getByRole('status');
  await expect(started).toHaveText(/^Production started: /);
  for (const number of numbers) await expect(started).toContainText(number);
  await expectCount(staff, 'Approved', 0);
  await expectCount(staff, 'In production', 3);
  await staff.screenshot({ path: `${SHOTS}/board-started-390.png`, fullPage: true });
  await staff.setViewportSize(DESKTOP);
  await staff.screenshot({ path: `${SHOTS}/board-started-1280.png`, fullPage: true });

  // Their tickets: the ticket page takes the numbers comma-separated.
  const inProduction = column(staff, 'In production');
  for (const number of numbers) await inProduction.getByLabel(`Choose ${number}`).check();
  await staff.getByRole('button', { name: 'Print tickets' }).click();
  await expect(staff).toHaveURL(/\/admin\/tickets\?numbers=/);
  expect(new URL(staff.url()).searchParams.get('numbers')!.split(',').sort()).toEqual([...numbers].sort());

  // Each order's page says it: in production, by the staff member.
  await staff.goto(`/admin/quotes/${numbers[0]}`);
  await expect(staff.getByRole('heading', { level: 1, name: `Quote ${numbers[0]}` })).toBeVisible();
  await expect(staff.getByText('Approved → In production')).toBeVisible();
  await expect(
    staff.getByText(/since .*\(this quote was sent as a guest\)|Guest \(no account/),
  ).toBeVisible();
  await staff.screenshot({ path: `${SHOTS}/detail-1280.png`, fullPage: true });
  await staff.context().close();
});
