import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parseCsv } from '@/tests/helpers/csv';
import { QuoteWizardPage, samplePdf } from './quote-wizard-page';
import { AccountPages } from './support/accounts';
import { openInConsole } from './support/console';
import { DESKTOP, fitsEveryWidth, MOBILE } from './support/screens';
import { clientAddress } from './support/client-address';

test.use({ extraHTTPHeaders: clientAddress(12) });

const STAFF_EMAIL = 'reports-staff-e2e@example.com';
const SHOTS = '/tmp/shots-tickets';

/** A picture at each width for a person to look at, beside the test's own (fitsEveryWidth). */
async function shots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
  }
}

test('staff print an order’s job ticket, open its customer’s history and export the reports as CSV', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const customerEmail = `reports-customer-${stamp}@example.com`;
  const wizard = new QuoteWizardPage(page);

  // A guest sends a quote with artwork.
  await wizard.open('?product=stickers-labels&option=die-cut');
  await wizard.configure();
  await wizard.chooseQuantity('500');
  await wizard.uploadFile({ name: 'harbor-logo.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await wizard.fillContact({ name: 'Avery Ledger', email: customerEmail, phone: '(949) 555-0177' });
  await wizard.fulfillment('Pick up in Aliso Viejo');
  await wizard.submitButton.click();
  await wizard.expectSubmitted();
  const number = (
    await new AccountPages(page).mailbox.latest(customerEmail, /We received your quote (Q-[0-9A-Z-]+)/)
  )[1]!;

  const staff = await (await browser.newContext({ viewport: DESKTOP, acceptDownloads: true })).newPage();
  await new AccountPages(staff).staffSignedInThroughApi(STAFF_EMAIL);
  await openInConsole(staff, number);
  const note = `Pack in tens, ${stamp}`;
  const conversation = staff.getByRole('form', { name: 'Write on the conversation' });
  await conversation.getByLabel('Message').fill(note);
  await conversation.getByRole('button', { name: 'Add internal note' }).click();
  // Once, in the conversation, the quote's one history, where internal notes show to staff.
  await expect(staff.getByText(note)).toHaveCount(1);

  // The job ticket: the print page with its Print button, and the same ticket as a PDF.
  await staff.getByRole('link', { name: 'Job ticket', exact: true }).click();
  const ticket = staff.getByRole('article', { name: number });
  await expect(ticket).toBeVisible();
  for (const text of [
    'Avery Ledger',
    customerEmail,
    'Stickers & Labels - Die Cut',
    'harbor-logo.pdf',
    note,
  ]) {
    await expect(ticket.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await expect(ticket.getByRole('img', { name: `QR code: the console page of ${number}` })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Print' })).toBeVisible();
  await fitsEveryWidth(staff, testInfo, 'job-ticket');
  await shots(staff, 'job-ticket');
  // On paper: the console's frame and the buttons are gone, the ticket alone remains.
  await staff.emulateMedia({ media: 'print' });
  await expect(staff.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(staff.getByRole('navigation', { name: 'Console' })).toBeHidden();
  await staff.screenshot({ path: `${SHOTS}/job-ticket-print.png`, fullPage: true });
  await staff.emulateMedia({ media: 'screen' });
  const pdf = await staff.request.get(`/admin/tickets/pdf?numbers=${number}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // The customer's page, from the quote and from the customers list.
  await openInConsole(staff, number);
  await staff.getByRole('link', { name: 'Customer history' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Avery Ledger' })).toBeVisible();
  await expect(
    staff.getByRole('list', { name: 'Quotes, newest first' }).getByRole('link', { name: number }),
  ).toBeVisible();
  await fitsEveryWidth(staff, testInfo, 'customer');
  await shots(staff, 'customer');
  await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Customers' }).click();
  await staff.getByLabel('Search').fill('avery ledg');
  await staff.getByRole('button', { name: 'Find customers' }).click();
  await expect(staff.getByRole('link', { name: 'Avery Ledger' }).first()).toBeVisible();
  await shots(staff, 'customers');

  // The reports: a refused period keeps what was typed; the quotes export holds today's quote.
  await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }).click();
  await expect(
    staff.getByRole('heading', { level: 2, name: 'Quotes, orders and revenue per week' }),
  ).toBeVisible();
  const today = await staff.getByLabel('Last day').inputValue();
  await staff.getByLabel('First day').fill('2026-12-31');
  await staff.getByLabel('Last day').fill('2026-01-01');
  await staff.getByRole('button', { name: 'Show figures' }).click();
  const periodForm = staff.getByRole('form', { name: 'Period' });
  await expect(periodForm.getByRole('alert')).toHaveText('The first day must not be after the last.');
  await expect(staff.getByLabel('First day')).toHaveValue('2026-12-31');
  // The field the refusal names has the focus, its message read out with it.
  await expect(staff.getByLabel('Last day')).toBeFocused();
  await expect(staff.getByLabel('Last day')).toHaveAccessibleDescription(
    'The first day must not be after the last.',
  );
  await staff.getByLabel('First day').fill(today);
  await staff.getByLabel('Last day').fill(today);
  await staff.getByRole('button', { name: 'Show figures' }).click();
  await expect(periodForm.getByRole('alert')).toHaveCount(0);
  await fitsEveryWidth(staff, testInfo, 'reports');
  await shots(staff, 'reports');
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('link', { name: 'Export the period’s quotes (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`quotes-${today}-to-${today}.csv`);
  const rows = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(rows[0]?.slice(0, 4)).toEqual(['Number', 'Received', 'Name', 'E-mail']);
  expect(rows.find((row) => row[0] === number)?.slice(2, 4)).toEqual(['Avery Ledger', customerEmail]);
  const [weekly] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('link', { name: 'Download “Quotes, orders and revenue per week” as CSV' }).click(),
  ]);
  const weeks = parseCsv(await readFile(await weekly.path(), 'utf8'));
  expect(weeks[0]).toEqual(['Week of', 'Quotes', 'Orders', 'Revenue']);
  expect(Number(weeks[1]?.[1])).toBeGreaterThanOrEqual(1);
});
